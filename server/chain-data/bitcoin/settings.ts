/**
 * The Bitcoin-family settings (`ServerConfig.bitcoin`): the UTXO node the balance API reads for each bip122
 * network. The node's URL carries its RPC user and password (`http://user:password@host:port`); it is read only
 * by the server, never handed to a browser. A bip122 network without an entry is not served (a 400 naming it).
 */

import { isRecord, parseNodeUrl, redacted } from '../node-url.js'

export interface BitcoinNetworkSetting {
  /** CAIP-2: `bip122:` and the first 32 hex characters of the genesis block hash. */
  caipNetworkId: string
  /** The node's JSON-RPC, with its credentials. */
  rpcUrl: string
}

export interface BitcoinSettings {
  networks: BitcoinNetworkSetting[]
}

export interface BitcoinSettingsInput {
  networks?: { caipNetworkId: string; rpcUrl: string }[]
}

type Fail = (message: string) => Error

const BIP122_NETWORK = /^bip122:[0-9a-f]{32}$/

const parseRpcUrl = (network: string, value: unknown, fail: Fail): string =>
  parseNodeUrl('bitcoin', network, value, fail)

function parseNetworks(raw: unknown, fail: Fail): BitcoinNetworkSetting[] {
  if (!Array.isArray(raw)) throw fail('bitcoin.networks must be a list of { caipNetworkId, rpcUrl }')
  const seen = new Set<string>()
  return raw.map((entry) => {
    const network = isRecord(entry) ? entry.caipNetworkId : undefined
    if (typeof network !== 'string' || !BIP122_NETWORK.test(network))
      throw fail(`bitcoin: "${String(network)}" is not a bip122 CAIP-2 network id (bip122:<32 lower-case hex>)`)
    if (seen.has(network)) throw fail(`bitcoin: ${network} is listed twice`)
    seen.add(network)
    return { caipNetworkId: network, rpcUrl: parseRpcUrl(network, (entry as Record<string, unknown>).rpcUrl, fail) }
  })
}

/** `bip122:<ref>=http://user:password@node:port,…` (BITCOIN_RPC_URLS). */
function networksFromEnv(env: NodeJS.ProcessEnv, fail: Fail): unknown[] {
  return (env.BITCOIN_RPC_URLS ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((entry) => {
      const eq = entry.indexOf('=')
      if (eq < 0) throw fail(`BITCOIN_RPC_URLS entries are network=url, got "${redacted(entry)}"`)
      return { caipNetworkId: entry.slice(0, eq), rpcUrl: entry.slice(eq + 1) }
    })
}

/** Builds the settings from code options first and BITCOIN_RPC_URLS second; `fail` makes the caller's error. */
export function parseBitcoinSettings(
  options: BitcoinSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: Fail,
): BitcoinSettings {
  return { networks: parseNetworks(options.networks ?? networksFromEnv(env, fail), fail) }
}
