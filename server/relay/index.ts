/**
 * Runs the dev WalletConnect relay on its own: `tsx server/relay/index.ts`.
 *
 *   PORT        listening port (default 4403)
 *   HOST        listening address (default 127.0.0.1)
 *   PUBLIC_URL  the relay URL the clients are given, comma-separated if several (default
 *               the printed ws://<host>:<port>); a client's auth JWT must be addressed to one
 *
 * Every client must present a signed relay-auth JWT (the WalletConnect clients do on their own)
 * and is held to the relay's size, rate and storage limits; see relay.ts. Point the clients at
 * the printed URL with `relayUrl`. Stops on SIGINT/SIGTERM.
 */
import { fileURLToPath } from 'node:url'
import { startRelay } from './relay.js'

export {
  DEFAULT_RELAY_LIMITS,
  startRelay,
  type Relay,
  type RelayLimits,
  type RelayStats,
  type StartRelayParameters,
} from './relay.js'

export const DEFAULT_RELAY_PORT = 4403

function publicUrlsFromEnv(value: string | undefined): string[] | undefined {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  return urls.length > 0 ? urls : undefined
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RELAY_PORT
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(value)}`)
  return port
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicUrl = publicUrlsFromEnv(process.env.PUBLIC_URL)
  const relay = await startRelay({
    port: portFromEnv(process.env.PORT),
    host: process.env.HOST || '127.0.0.1',
    log: (line) => console.log(line),
    ...(publicUrl && { publicUrl }),
  })
  console.log(`WalletConnect dev relay on ${relay.url} (accepting auth addressed to ${relay.audiences.join(', ')})`)
  const stop = () => {
    const { connections, published, delivered, refused, refusedUpgrades } = relay.stats()
    console.log(
      `[relay] stopping: ${connections} open connections, ${published} messages published, ${delivered} delivered, ` +
        `${refused} requests and ${refusedUpgrades} connections refused`,
    )
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
