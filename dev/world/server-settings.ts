/**
 * The server's settings in the local world: every feature pointed at the world's own parts (its chains, the
 * contracts deployed on them, the mail catcher, the identity provider, the Farcaster relay, the bundlers, the
 * Solana node), through the same settings a deployment gives.
 */
import path from 'node:path'
import type { ServerConfigInput } from '../../server/config.js'
import { localSocialProviders } from '../identity-provider/social-settings.js'
import { demoChainData, demoSpamCollections } from './demo-assets.js'
import { localEnsResolvers, localNameSettings } from './ens.js'
import type { WorldOptions } from './options.js'
import { demoOnrampSettings } from './onramp-treasury.js'
import { demoSolanaOnrampSettings } from './onramp-solana-treasury.js'
import { localSmartAccountSettings } from './smart-accounts.js'
import type { SolanaSettings } from '../../server/chain-data/solana/settings.js'
import type { BitcoinSettings } from '../../server/chain-data/bitcoin/settings.js'
import { localSwapSettings } from './uniswap.js'

export interface WorldParts {
  secureFrameOrigin: string
  widgetOrigin: string
  identityProviderUrl: string
  /** Each chain's bundler, in the order of `chains` (none when the world has no smart accounts). */
  bundlerUrls: readonly string[]
  farcasterRelayUrl: string
  solana: SolanaSettings
  /** The local UTXO node (bitcoin/world-part.ts). */
  bitcoin?: BitcoinSettings
}

export function worldServerSettings(opts: WorldOptions, parts: WorldParts): ServerConfigInput {
  const { secureFrameOrigin, widgetOrigin: widget, bundlerUrls } = parts
  const origin = (port: number): string => `http://localhost:${port}`
  return {
    port: opts.secureFramePort,
    publicOrigin: secureFrameOrigin,
    widgetOrigins: [widget],
    // The site pages this world serves, under both names (they are different sites).
    siteOrigins: [origin(opts.sitePort), `http://127.0.0.1:${opts.sitePort}`],
    dataDir: opts.dataDir,
    smtp: { host: '127.0.0.1', port: opts.mailSmtpPort },
    ...(opts.loginStartsPerIp === undefined ? {} : { rateLimit: { startsPerIp: opts.loginStartsPerIp } }),
    secureFrameDir: path.join(opts.distDir, 'secure-frame'),
    // The blockchain API proxies to this world's nodes; their URLs are known before they are up.
    chains: opts.chains.map(({ chainId, port }) => ({
      caipNetworkId: `eip155:${chainId}`,
      rpcUrl: `http://127.0.0.1:${port}`,
    })),
    // The demo tokens the balance API reports, their prices, and the demo spam collection.
    chainData: demoChainData(opts.chains.map(({ chainId }) => chainId)),
    // The swap API's provider on each chain: the world's Uniswap V2.
    swap: localSwapSettings(opts.chains.map(({ chainId }) => chainId)),
    // The sandbox onramp: what it sells on each chain, and the treasury's key.
    onramp: { ...demoOnrampSettings(opts.chains.map(({ chainId }) => chainId)), solana: demoSolanaOnrampSettings() },
    // Account names under wallet.test (and reown.id), with the gateway key the chains' resolver trusts.
    names: {
      ...localNameSettings(secureFrameOrigin),
      // `.eth` names and the names of addresses without an account name, read through the chains' ENS.
      ensUniversalResolvers: localEnsResolvers(opts.chains.map(({ chainId }) => chainId)),
    },
    // Every social login goes to the local identity provider, through the settings a real provider uses.
    social: { providers: localSocialProviders(parts.identityProviderUrl) },
    // Smart accounts: each chain's bundler and paymaster, enabled for the world's projects.
    ...(opts.smartAccounts && {
      smartAccounts: localSmartAccountSettings(
        opts.chains.map(({ chainId }, i) => ({ chainId, bundlerUrl: bundlerUrls[i] ?? '' })),
        opts.projects.filter((project) => project.smartAccounts === true).map((project) => project.id),
      ),
    }),
    // Sign In With Farcaster through the local relay, verified against the first chain's ID registry.
    farcaster: { relayUrl: parts.farcasterRelayUrl, rpcUrl: `http://127.0.0.1:${opts.chains[0]?.port ?? 8545}` },
    // The balance API on the local Solana network: SOL and DUSD, read from the world's node.
    solana: parts.solana,
    // The balance API on the local bip122 network, read from the world's litecoind.
    ...(parts.bitcoin && { bitcoin: parts.bitcoin }),
    // The demo NFTs' metadata is on the site's localhost origin, which a deployment would refuse to fetch.
    indexer: {
      spamCollections: demoSpamCollections(opts.chains.map(({ chainId }) => chainId)),
      fetchInternalHosts: true,
    },
  }
}
