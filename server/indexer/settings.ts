/** The indexer's settings (`ServerConfig.indexer`): how it follows the chains, and which NFT collections are spam. */

export interface IndexerSettings {
  /** Follow the configured chains at all (`INDEXER=off` turns it off). */
  enabled: boolean
  /** How often a caught-up chain is asked for new blocks. */
  pollIntervalMs: number
  /** Blocks read and recorded together, in one database transaction. */
  batchBlocks: number
  /** How long a server's claim on a chain lasts without renewal; another server takes over after it. */
  leaseMs: number
  /** NFT collections flagged as spam, CAIP-10 (`eip155:1:0x…`), stored lower-case. */
  spamCollections: string[]
  /**
   * Fetch NFT metadata and images from hosts on loopback or private addresses. Off by default: a
   * contract's token URI must not make the server read its own network. The local world turns it on.
   */
  fetchInternalHosts: boolean
}

export type IndexerSettingsInput = Partial<IndexerSettings>

const CAIP10_EVM = /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/

function positive(name: string, value: number | undefined, fallback: number, fail: (message: string) => Error): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value <= 0)
    throw fail(`indexer.${name} must be a positive whole number, got "${value}"`)
  return value
}

function envNumber(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value)
}

function envSwitch(value: string | undefined, fail: (message: string) => Error): boolean | undefined {
  if (value === undefined || value === '') return undefined
  if (value === 'on') return true
  if (value === 'off') return false
  throw fail(`INDEXER must be on or off, got "${value}"`)
}

/**
 * Builds the settings from code options first and the environment second: INDEXER (on|off),
 * INDEXER_POLL_MS, SPAM_COLLECTIONS (comma-separated CAIP-10). `fail` makes the caller's error.
 */
export function parseIndexerSettings(
  options: IndexerSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error,
): IndexerSettings {
  const spam =
    options.spamCollections ??
    (env.SPAM_COLLECTIONS ?? '')
      .split(/[,\s]+/)
      .map((entry) => entry.trim())
      .filter(Boolean)
  for (const entry of spam) {
    if (!CAIP10_EVM.test(entry))
      throw fail(`indexer.spamCollections: "${entry}" is not a CAIP-10 contract (eip155:<chain>:0x…)`)
  }
  return {
    enabled: options.enabled ?? envSwitch(env.INDEXER, fail) ?? true,
    pollIntervalMs: positive('pollIntervalMs', options.pollIntervalMs ?? envNumber(env.INDEXER_POLL_MS), 1_000, fail),
    batchBlocks: positive('batchBlocks', options.batchBlocks, 100, fail),
    leaseMs: positive('leaseMs', options.leaseMs, 15_000, fail),
    spamCollections: [...new Set(spam.map((entry) => entry.toLowerCase()))],
    fetchInternalHosts: options.fetchInternalHosts ?? false,
  }
}
