/**
 * The site's Bitcoin wallets, Wallet Standard and sats-connect ones (the loader reports both with the same `bitcoin:`
 * features: loader/bitcoin/standard-wallets.ts, sats-providers.ts), each as a connector whose `request(feature,
 * input)` calls the feature in the site's page through the loader, and the connection accounts of §3 read from a
 * wallet's `bitcoin:connect` answer.
 */
import type { LoaderApi, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import type { Connector } from '../../connectors/connector.js'
import type { DiscoveredWallet } from '../adapter.js'
import { requestThroughLoader, withSafeIcon } from '../loader-wallet.js'

export interface BitcoinWalletConnector extends Connector {
  type: 'ANNOUNCED'
  chainNamespace: 'bip122'
  walletId: string
  /** The wallet's Wallet Standard chains (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`); none for sats-connect. */
  chains: readonly string[]
}

/** One account of a connection (§3): a payment (P2WPKH and older) or an ordinal (P2TR) address and its key. */
export interface BitcoinConnectionAccount {
  address: string
  type: 'payment' | 'ordinal'
  /** Hex: 33 bytes compressed for a payment account, 32 bytes x-only for an ordinal one. */
  publicKey: string
  /** The derivation path, when the wallet tells it. */
  path?: string
}

/** A bech32 or base58 address of any Bitcoin-family network. */
const ADDRESS = /^([a-z]{1,83}1[02-9ac-hj-np-z]{8,87}|[1-9A-HJ-NP-Za-km-z]{25,35})$/
/** A segwit v1 (taproot) output: the witness version after the separator is `p`, the program 32 bytes. */
const TAPROOT = /^[a-z]{1,83}1p[02-9ac-hj-np-z]{58}$/
const PUBLIC_KEY = /^([0-9a-f]{64}|0[23][0-9a-f]{64})$/

/**
 * A Bitcoin wallet of the site's page: a Wallet Standard one with a `bitcoin:` chain, or a sats-connect one
 * (`window.btc_providers`, which names no chain); either reached with the `bitcoin:` features.
 */
export function isBitcoinPageWallet(value: unknown): value is WalletInfo {
  const { id, name, source, chains, features } = Object(value) as Partial<WalletInfo>
  if (typeof id !== 'string' || typeof name !== 'string' || !name) return false
  const bitcoin =
    source === 'sats-connect' ||
    (source === 'wallet-standard' &&
      Array.isArray(chains) &&
      chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:')))
  return bitcoin && Array.isArray(features) && features.includes('bitcoin:connect')
}

export function discoverBitcoinWallets(
  announced: readonly unknown[],
  loader: Pick<LoaderApi, 'walletRequest'>,
): DiscoveredWallet[] {
  return announced.filter(isBitcoinPageWallet).map((wallet) => {
    const { info, icon } = withSafeIcon(wallet)
    const connector: BitcoinWalletConnector = {
      id: info.id,
      type: 'ANNOUNCED',
      name: info.name,
      chainNamespace: 'bip122',
      icon,
      walletId: info.id,
      chains: (info.chains ?? []).filter((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:')),
      request: requestThroughLoader(loader, info.id),
    }
    return { info, connector }
  })
}

/**
 * The connection accounts in a wallet's `bitcoin:connect` answer (`{ accounts: [{ address, publicKey, … }] }`),
 * payment first; an entry without a valid address or key is dropped.
 */
export function parseBitcoinConnectionAccounts(value: unknown): BitcoinConnectionAccount[] {
  const list = (value as { accounts?: unknown } | null)?.accounts
  if (!Array.isArray(list)) return []
  const accounts = list.flatMap((entry): BitcoinConnectionAccount[] => {
    const { address, publicKey, path } = Object(entry) as Record<string, unknown>
    if (typeof address !== 'string' || !ADDRESS.test(address)) return []
    if (typeof publicKey !== 'string' || !PUBLIC_KEY.test(publicKey)) return []
    const type = TAPROOT.test(address) ? 'ordinal' : 'payment'
    // An ordinal account's key is x-only (32 bytes); a payment account's compressed (33).
    if ((type === 'ordinal') !== (publicKey.length === 64)) return []
    return [{ address, type, publicKey, ...(typeof path === 'string' && { path }) }]
  })
  return [...accounts.filter((a) => a.type === 'payment'), ...accounts.filter((a) => a.type === 'ordinal')]
}

/** The addresses of a wallet's answer or event (connection answer or account list), payment first. */
export function parseBitcoinAccounts(value: unknown): string[] {
  const answer = Array.isArray(value) ? { accounts: value } : value
  return parseBitcoinConnectionAccounts(answer).map((account) => account.address)
}
