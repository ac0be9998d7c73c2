/**
 * The sandbox's Solana terms (`onramp.solana`): the Solana networks purchases are sent on (each one of the
 * server's `solana.networks`, whose node it uses), the tokens sold there (SOL, and SPL tokens by mint), and the
 * treasury's Ed25519 seed they are paid from. The seed is a secret: from code or the environment, never logged
 * or answered.
 */
import { jsonFromEnv } from './env-json.js'

/** A token sold on the Solana networks; `mint` absent for SOL itself. */
export interface OnrampSolanaAssetSetting {
  symbol: string
  name: string
  decimals: number
  mint?: string
}

export interface OnrampSolanaSettings {
  /** The treasury's 32-byte Ed25519 seed, hex (64 characters, no 0x). */
  treasurySeed: string
  assets: OnrampSolanaAssetSetting[]
  /** CAIP-2 ids (`solana:<32 base58 characters>`) and the names buyers see. */
  networks: { caipNetworkId: string; displayName: string }[]
}

type Fail = (message: string) => Error

const SEED = /^[0-9a-fA-F]{64}$/
const SOLANA_NETWORK = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
/** 32 bytes are 32 to 44 base58 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SYMBOL = /^[A-Za-z0-9.+_-]{1,32}$/

/** SOL, as AppKit names Solana's currency. */
export const SOL_ASSET: OnrampSolanaAssetSetting = { symbol: 'SOL', name: 'Solana', decimals: 9 }

function parseAsset(raw: unknown, fail: Fail): OnrampSolanaAssetSetting {
  const { symbol, name, decimals, mint } = (raw ?? {}) as Partial<OnrampSolanaAssetSetting>
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol))
    throw fail(`onramp.solana.assets: a symbol must be 1 to 32 of A-Z a-z 0-9 . + _ -, got ${JSON.stringify(symbol)}`)
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw fail(`onramp.solana.assets: the name of ${symbol} must be 1 to 100 characters`)
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 18)
    throw fail(`onramp.solana.assets: the decimals of ${symbol} must be a whole number from 0 to 18`)
  if (mint !== undefined && (typeof mint !== 'string' || !SOLANA_ADDRESS.test(mint)))
    throw fail(`onramp.solana.assets: the mint of ${symbol} must be a base58 address`)
  return { symbol, name, decimals, ...(mint === undefined ? {} : { mint }) }
}

/**
 * From code options first and the environment second: ONRAMP_SOLANA_TREASURY_SEED (64 hex characters),
 * ONRAMP_SOLANA_NETWORKS and ONRAMP_SOLANA_ASSETS (JSON lists; SOL alone when no assets are given). Undefined
 * when no seed is given: the sandbox then sells nothing on Solana.
 */
export function parseOnrampSolanaSettings(
  options: Partial<OnrampSolanaSettings> | undefined,
  env: NodeJS.ProcessEnv,
  fail: Fail,
): OnrampSolanaSettings | undefined {
  const treasurySeed = options?.treasurySeed ?? (env.ONRAMP_SOLANA_TREASURY_SEED || undefined)
  if (treasurySeed === undefined) return undefined
  if (!SEED.test(treasurySeed))
    throw fail('onramp.solana.treasurySeed must be an Ed25519 seed: 64 hex characters (32 bytes)')
  const rawNetworks = options?.networks ?? jsonFromEnv(env, 'ONRAMP_SOLANA_NETWORKS', fail) ?? []
  if (!Array.isArray(rawNetworks)) throw fail('onramp.solana.networks must be a list of { caipNetworkId, displayName }')
  const networks = rawNetworks.map((raw: unknown) => {
    const { caipNetworkId, displayName } = (raw ?? {}) as { caipNetworkId?: unknown; displayName?: unknown }
    if (typeof caipNetworkId !== 'string' || !SOLANA_NETWORK.test(caipNetworkId))
      throw fail(
        `onramp.solana.networks: "${String(caipNetworkId)}" is not a Solana CAIP-2 network id (solana:<32 base58 characters>)`,
      )
    if (typeof displayName !== 'string' || displayName.length === 0 || displayName.length > 100)
      throw fail(`onramp.solana.networks: ${caipNetworkId} needs a displayName of 1 to 100 characters`)
    return { caipNetworkId, displayName }
  })
  const rawAssets = options?.assets ?? jsonFromEnv(env, 'ONRAMP_SOLANA_ASSETS', fail) ?? [SOL_ASSET]
  if (!Array.isArray(rawAssets)) throw fail('onramp.solana.assets must be a list of { symbol, name, decimals, mint? }')
  const assets = rawAssets.map((raw: unknown) => parseAsset(raw, fail))
  if (new Set(assets.map((a) => a.symbol.toUpperCase())).size !== assets.length)
    throw fail('onramp.solana.assets lists a symbol twice')
  return { treasurySeed: treasurySeed.toLowerCase(), assets, networks }
}
