/** The relay as a library: start one in a process (the local world, tests, benchmarks); `main.ts` runs it as a program. */
export {
  DEFAULT_RELAY_LIMITS,
  startRelay,
  type Relay,
  type RelayLimits,
  type RelayStats,
  type StartRelayParameters,
} from './relay.js'
export { DEFAULT_RELAY_HOST, DEFAULT_RELAY_PORT, relaySettingsFromEnv, type RelaySettings } from './settings.js'
