/**
 * The site's Wallet Standard wallets that speak Solana (the loader reports them with their chains
 * and features), each as a connector whose `request(feature, input)` calls the feature in the site's
 * page through the loader.
 */
import { fromErrorPayload } from '../../../shared/errors.js'
import type { LoaderApi, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { connectorIdOf, safeIcon } from '../../connectors/announced.js'
import type { Connector } from '../../connectors/connector.js'
import type { DiscoveredWallet } from '../adapter.js'

export interface StandardWalletConnector extends Connector {
  type: 'ANNOUNCED'
  chainNamespace: 'solana'
  /** The wallet's id in the site's page. */
  walletId: string
  /** The wallet's Solana chains (CAIP-2). */
  chains: readonly string[]
}

/** A base58 Solana address (32 bytes: 32 to 44 characters). */
export const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** An announcement the widget lists: a Wallet Standard wallet with a Solana chain and `standard:connect`. */
export function isSolanaStandardWallet(value: unknown): value is WalletInfo {
  const { id, name, source, chains, features } = Object(value) as Partial<WalletInfo>
  if (source !== 'wallet-standard' || typeof id !== 'string' || typeof name !== 'string' || !name) return false
  const solana =
    Array.isArray(chains) && chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
  return solana && Array.isArray(features) && features.includes('standard:connect')
}

export function discoverStandardWallets(
  announced: readonly unknown[],
  loader: Pick<LoaderApi, 'walletRequest'>,
): DiscoveredWallet[] {
  return announced.filter(isSolanaStandardWallet).map((wallet) => {
    const icon = safeIcon(wallet.icon)
    const { icon: _dropped, ...rest } = wallet
    const info: WalletInfo = icon ? { ...rest, icon } : rest
    const connector: StandardWalletConnector = {
      id: connectorIdOf(info),
      type: 'ANNOUNCED',
      name: info.name,
      chainNamespace: 'solana',
      icon,
      walletId: info.id,
      chains: (info.chains ?? []).filter((chain) => typeof chain === 'string' && chain.startsWith('solana:')),
      async request(method, params) {
        const reply = await loader.walletRequest(info.id, params === undefined ? { method } : { method, params })
        if (reply.ok) return reply.result
        throw fromErrorPayload(reply.error)
      },
    }
    return { info, connector }
  })
}

/** The addresses in a wallet's answer or event: addresses, `{ address }` accounts or `{ pubkey }` entries. */
export function parseSolanaAccounts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : (value as { accounts?: unknown } | null)?.accounts
  if (!Array.isArray(list)) return []
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry?.address ?? entry?.pubkey)))
    .filter((address): address is string => typeof address === 'string' && BASE58_ADDRESS.test(address))
}
