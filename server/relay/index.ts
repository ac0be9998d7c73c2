/**
 * Runs the dev WalletConnect relay on its own: `tsx server/relay/index.ts`.
 *
 *   PORT   listening port (default 4403)
 *   HOST   listening address (default 127.0.0.1: the relay checks no credentials)
 *
 * Point the clients at the printed URL with `relayUrl`. Stops on SIGINT/SIGTERM.
 */
import { fileURLToPath } from 'node:url'
import { startRelay } from './relay.js'

export { startRelay, type Relay, type RelayStats, type StartRelayParameters } from './relay.js'

export const DEFAULT_RELAY_PORT = 4403

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RELAY_PORT
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(value)}`)
  return port
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const relay = await startRelay({
    port: portFromEnv(process.env.PORT),
    host: process.env.HOST || '127.0.0.1',
    log: (line) => console.log(line),
  })
  console.log(`WalletConnect dev relay on ${relay.url}`)
  const stop = () => {
    const { connections, published, delivered } = relay.stats()
    console.log(`[relay] stopping: ${connections} open connections, ${published} messages published, ${delivered} delivered`)
    relay.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('[relay] stop failed:', err)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
