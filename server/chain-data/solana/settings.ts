/**
 * The Solana settings (`ServerConfig.solana`): the node the balance API reads for each Solana network, and the
 * SPL tokens it reports there. A Solana network without an entry is not served (a 400 naming it, as for an
 * EVM chain without a node).
 */
/** One SPL token the server reports; its decimals are read from the chain. */
import { isRecord, parseNodeUrl } from '../node-url.js'

export interface SplTokenSetting {
  mint: string
  symbol: string
  name: string
}

export interface SolanaNetworkSetting {
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: string
  rpcUrl: string
  /** In the order the balance API answers them. */
  tokens: SplTokenSetting[]
}

export interface SolanaSettings {
  networks: SolanaNetworkSetting[]
}

export interface SolanaSettingsInput {
  networks?: { caipNetworkId: string; rpcUrl: string; tokens?: SplTokenSetting[] }[]
}

type Fail = (message: string) => Error

const SOLANA_NETWORK = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
/** A base58 address: 32 bytes are 32 to 44 base58 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SYMBOL = /^[A-Za-z0-9.+_-]{1,32}$/

const parseRpcUrl = (network: string, value: unknown, fail: Fail): string =>
  parseNodeUrl('solana', network, value, fail)

function parseToken(network: string, raw: unknown, fail: Fail): SplTokenSetting {
  const where = `solana: a token of ${network}`
  if (!isRecord(raw) || typeof raw.mint !== 'string' || !SOLANA_ADDRESS.test(raw.mint))
    throw fail(`${where} needs a mint, a base58 address, got ${JSON.stringify(raw)}`)
  const { mint, symbol, name } = raw
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol))
    throw fail(`${where}: the symbol of ${mint} must be 1 to 32 of A-Z a-z 0-9 . + _ -`)
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw fail(`${where}: the name of ${mint} must be 1 to 100 characters`)
  return { mint, symbol, name }
}

function parseNetworks(raw: unknown, fail: Fail): SolanaNetworkSetting[] {
  if (!Array.isArray(raw)) throw fail('solana.networks must be a list of { caipNetworkId, rpcUrl, tokens }')
  const seen = new Set<string>()
  return raw.map((entry) => {
    const network = isRecord(entry) ? entry.caipNetworkId : undefined
    if (typeof network !== 'string' || !SOLANA_NETWORK.test(network))
      throw fail(`solana: "${String(network)}" is not a Solana CAIP-2 network id (solana:<32 base58 characters>)`)
    if (seen.has(network)) throw fail(`solana: ${network} is listed twice`)
    seen.add(network)
    const tokens = (entry as Record<string, unknown>).tokens ?? []
    if (!Array.isArray(tokens)) throw fail(`solana: the tokens of ${network} must be a list`)
    const parsed = tokens.map((token) => parseToken(network, token, fail))
    const mints = new Set(parsed.map((token) => token.mint))
    if (mints.size !== parsed.length) throw fail(`solana: ${network} lists a mint twice`)
    return {
      caipNetworkId: network,
      rpcUrl: parseRpcUrl(network, (entry as Record<string, unknown>).rpcUrl, fail),
      tokens: parsed,
    }
  })
}

/** `solana:<ref>=https://node,…` (SOLANA_RPC_URLS) and `{ "solana:<ref>": [{ mint, symbol, name }] }` (SOLANA_TOKENS). */
function networksFromEnv(env: NodeJS.ProcessEnv, fail: Fail): unknown[] {
  const urls = (env.SOLANA_RPC_URLS ?? '').split(/[,\s]+/).filter(Boolean)
  let tokens: unknown = {}
  if (env.SOLANA_TOKENS) {
    try {
      tokens = JSON.parse(env.SOLANA_TOKENS)
    } catch {
      throw fail(`SOLANA_TOKENS must be JSON, got "${env.SOLANA_TOKENS.slice(0, 80)}"`)
    }
    if (!isRecord(tokens)) throw fail('SOLANA_TOKENS must map Solana CAIP-2 network ids to lists of tokens')
  }
  const networks = urls.map((entry) => {
    const eq = entry.indexOf('=')
    if (eq < 0) throw fail(`SOLANA_RPC_URLS entries are network=url, got "${entry}"`)
    const caipNetworkId = entry.slice(0, eq)
    return { caipNetworkId, rpcUrl: entry.slice(eq + 1), tokens: (tokens as Record<string, unknown>)[caipNetworkId] }
  })
  const listed = Object.entries(tokens as Record<string, unknown>)
  // Checked alone (the production configuration check reads each variable on its own), the tokens are checked
  // for their shape; beside SOLANA_RPC_URLS, every network they name must have a node.
  if (urls.length === 0) {
    parseNetworks(
      listed.map(([caipNetworkId, list]) => ({ caipNetworkId, rpcUrl: 'http://unset', tokens: list })),
      fail,
    )
    return []
  }
  for (const [network] of listed)
    if (!networks.some((entry) => entry.caipNetworkId === network))
      throw fail(`SOLANA_TOKENS lists tokens of ${network}, which has no node in SOLANA_RPC_URLS`)
  return networks
}

/**
 * Builds the settings from code options first and the environment second: SOLANA_RPC_URLS (comma-separated
 * `solana:<ref>=url`) and SOLANA_TOKENS (JSON, network → `[{ mint, symbol, name }]`). `fail` makes the caller's error.
 */
export function parseSolanaSettings(
  options: SolanaSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: Fail,
): SolanaSettings {
  return { networks: parseNetworks(options.networks ?? networksFromEnv(env, fail), fail) }
}
