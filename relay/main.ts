/**
 * Runs the WalletConnect relay as a program: `npm run relay` (`tsx relay/main.ts`). Its settings
 * come from the environment (settings.ts); a bad value stops it before it listens, with one line
 * per value. Every client must present a signed relay-auth JWT (the WalletConnect clients do on
 * their own) and is held to the relay's size, rate and storage limits (limits.ts). Point the
 * clients at the printed URL with `relayUrl`. Stops on SIGINT/SIGTERM.
 */
import { type Relay, startRelay } from './relay.js'
import { type RelaySettings, RelaySettingsError, relaySettingsFromEnv } from './settings.js'

function readSettings(): RelaySettings {
  try {
    return relaySettingsFromEnv(process.env)
  } catch (err) {
    if (!(err instanceof RelaySettingsError)) throw err
    console.error(`[relay] ${err.message}`)
    process.exit(1)
  }
}

async function start(settings: RelaySettings): Promise<Relay> {
  try {
    return await startRelay({ ...settings, log: (line) => console.log(line) })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      console.error(`[relay] cannot listen on ${settings.host}:${settings.port}: the port is in use`)
    else console.error(`[relay] cannot start: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  }
}

const settings = readSettings()
const relay = await start(settings)
console.log(
  `WalletConnect relay on ${relay.url} (accepting auth addressed to ${relay.audiences.join(', ')}), ` +
    (settings.databaseUrl ? 'messages shared through PostgreSQL' : 'messages in memory'),
)

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
