/**
 * The production server's program (`npm run serve`, or `node dist/server/index.js` once built): reads the
 * environment (config.ts), serves the widget origin and the API origin (start.ts) and stops cleanly on
 * SIGINT/SIGTERM. A bad configuration exits with every problem listed.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadProductionConfig, ProductionConfigError } from './config.js'
import { startProduction } from './start.js'

/** The bundle runs from `dist/server/index.js`: the static part is the `dist/` around it. */
const defaultStaticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

let config: ReturnType<typeof loadProductionConfig>
try {
  config = loadProductionConfig(process.env, defaultStaticDir)
} catch (err) {
  if (!(err instanceof ProductionConfigError)) throw err
  console.error(`[serve] ${err.message}`)
  process.exit(1)
}
const running = await startProduction(config)
const database = config.server.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.server.dataDir}`
console.log(
  [
    `[serve] widget origin ${config.widget.publicOrigin}: listening on ${running.widgetUrl}, files from ${config.staticDir}`,
    `[serve] API and secure frame ${running.server.url}: listening on ${config.server.host}:${running.server.port}, ${database}`,
    `[serve] relay ${config.relayUrl}; SMTP ${config.server.smtp.host}:${config.server.smtp.port}`,
  ].join('\n'),
)
const stop = async (): Promise<void> => {
  await running.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
