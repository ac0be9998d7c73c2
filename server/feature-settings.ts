/**
 * The settings of the server's feature modules, each defined and checked by the module's own
 * `settings.ts`, from explicit options first and the environment second (config.ts builds the rest).
 */
import { type ChainDataSettings, type ChainDataSettingsInput, parseChainDataSettings } from './chain-data/settings.js'
import { type IndexerSettings, type IndexerSettingsInput, parseIndexerSettings } from './indexer/settings.js'
import { type NameSettings, type NameSettingsInput, parseNameSettings } from './names/settings.js'
import { type OnrampSettings, type OnrampSettingsInput, parseOnrampSettings } from './onramp/settings.js'
import { parseSessionSettings, type SessionSettings, type SessionSettingsInput } from './sessions/settings.js'
import { parseSocialSettings, type SocialSettings, type SocialSettingsInput } from './social/settings.js'
import {
  type FarcasterSettings,
  type FarcasterSettingsInput,
  parseFarcasterSettings,
} from './social/farcaster/settings.js'
import { parseSwapSettings, type SwapSettings, type SwapSettingsInput } from './swap/settings.js'

export interface FeatureSettings {
  /** The chain indexer behind the history and NFT listing (indexer/settings.ts). */
  indexer: IndexerSettings
  /** The ERC-20s the balance API reports per chain, and the price source (chain-data/settings.ts). */
  chainData: ChainDataSettings
  /** Sign-in with the wallet: token signing keys and lifetimes (sessions/settings.ts). */
  sessions: SessionSettings
  /** Which swap provider answers `/v1/convert/*` on each chain, and the gas price's base-fee multiplier (swap/settings.ts). */
  swap: SwapSettings
  /** Social login: each provider's app and endpoints, and how long a login may take (social/settings.ts). */
  social: SocialSettings
  /** Sign In With Farcaster: the auth relay and the RPC URL of the ID registry's chain; null when not offered (social/farcaster/settings.ts). */
  farcaster: FarcasterSettings | null
  /** The onramp: its provider, the sandbox's terms and treasury key (onramp/settings.ts). */
  onramp: OnrampSettings
  /** Account names: their parent and alias zones, and the EIP-3668 gateway's key and URL (names/settings.ts). */
  names: NameSettings
}

/** What a caller may give for each feature, every part optional. */
export interface FeatureSettingsInput {
  indexer?: IndexerSettingsInput
  chainData?: ChainDataSettingsInput
  sessions?: SessionSettingsInput
  swap?: SwapSettingsInput
  social?: SocialSettingsInput
  farcaster?: FarcasterSettingsInput
  onramp?: OnrampSettingsInput
  names?: NameSettingsInput
}

/** Checks every feature's settings; `fail` makes the error thrown for a bad value. */
export function parseFeatureSettings(
  options: FeatureSettingsInput,
  env: NodeJS.ProcessEnv,
  publicOrigin: string,
  fail: (message: string) => Error,
): FeatureSettings {
  return {
    indexer: parseIndexerSettings(options.indexer, env, fail),
    chainData: parseChainDataSettings(options.chainData, env, fail),
    sessions: parseSessionSettings(options.sessions, env, fail),
    swap: parseSwapSettings(options.swap, env, fail),
    social: parseSocialSettings(options.social, env, fail),
    farcaster: parseFarcasterSettings(options.farcaster, env, fail),
    onramp: parseOnrampSettings(options.onramp, env, fail),
    names: parseNameSettings(options.names, env, publicOrigin, fail),
  }
}
