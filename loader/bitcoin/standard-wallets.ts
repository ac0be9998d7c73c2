/**
 * Wallet Standard wallets of the site's page that speak Bitcoin (a `bitcoin:` chain and `bitcoin:connect`),
 * reported beside the other wallets and reached by id with `walletRequest(id, { method: <feature>, params })`:
 *
 *   bitcoin:connect         { purposes: ('payment' | 'ordinals')[] }            → { accounts: PlainAccount[] }
 *   bitcoin:signMessage     [{ account: <address>, message: Uint8Array }]       → [{ signedMessage, signature }]
 *   bitcoin:signTransaction [{ psbt: Uint8Array, inputsToSign: [{ account: <address>, signingIndexes }] }]
 *                                                                               → [{ signedPsbt }]
 *   standard:disconnect
 *
 * Accounts are named by address across the frame boundary; the wallet's own account objects are looked up here.
 * When the wallet's accounts change (`standard:events` `change`), its Bitcoin accounts are reported as
 * `accountsChanged` (payment first; none when the wallet disconnected).
 */
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import type { Eip1193, WalletRegistry } from '../wallets.js'

export const BITCOIN_FEATURES: ReadonlySet<string> = new Set([
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'standard:disconnect',
])

/** An account as it crosses to the widget: its public key as hex. */
export interface PlainBitcoinAccount {
  address: string
  publicKey: string
  chains: string[]
  label?: string
}

export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:')) &&
    'bitcoin:connect' in (wallet.features ?? {})
  )
}

const hex = (bytes: ArrayLike<number>): string =>
  Array.from(bytes, (byte) => Number(byte).toString(16).padStart(2, '0')).join('')

function plainAccount(account: WalletAccount): PlainBitcoinAccount {
  return {
    address: String(account.address),
    publicKey: hex(account.publicKey ?? []),
    chains: [...(account.chains ?? [])].map(String),
    ...(typeof account.label === 'string' && { label: account.label }),
  }
}

/** A segwit v1 (taproot) address, an ordinal account's; the others are payment accounts. */
const TAPROOT = /^[a-z]+1p/

/** The accounts with the payment ones first, each kind in the wallet's order. */
export function paymentFirst(accounts: readonly PlainBitcoinAccount[]): PlainBitcoinAccount[] {
  const ordinal = (account: PlainBitcoinAccount) => TAPROOT.test(account.address.toLowerCase())
  return [...accounts.filter((account) => !ordinal(account)), ...accounts.filter(ordinal)]
}

/** Calls `listener` with the wallet's Bitcoin accounts each time its `standard:events` tell they changed. */
function onAccountsChange(wallet: Wallet, listener: (accounts: PlainBitcoinAccount[]) => void): void {
  const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
  const bitcoin = (account: WalletAccount) =>
    !account.chains?.length || account.chains.some((chain) => String(chain).startsWith('bitcoin:'))
  events?.on('change', ({ accounts }) => {
    if (accounts) listener(paymentFirst(accounts.filter(bitcoin).map(plainAccount)))
  })
}

function walletError(code: number, message: string): Error {
  return Object.assign(Error(message), { code })
}

function accountNamed(wallet: Wallet, address: unknown): WalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address)
  if (!account) throw walletError(4100, `${wallet.name} has not authorized the account ${String(address)}`)
  return account
}

/** Calls one feature of `wallet`, the accounts of its input named by address. */
export async function callBitcoinFeature(wallet: Wallet, method: string, params: unknown): Promise<unknown> {
  const feature = (wallet.features as Record<string, Record<string, unknown> | undefined>)[method]
  const run = feature?.[method.split(':')[1] ?? '']
  if (!BITCOIN_FEATURES.has(method) || typeof run !== 'function')
    throw walletError(4200, `${wallet.name} does not support ${method}`)
  if (method === 'bitcoin:connect') {
    const output = (await run.call(feature, params)) as { accounts?: readonly WalletAccount[] } | undefined
    return { accounts: (output?.accounts ?? []).map(plainAccount) }
  }
  if (method === 'standard:disconnect') return (await run.call(feature)) ?? null
  if (!Array.isArray(params)) throw walletError(-32602, `${method} takes a list of inputs`)
  const inputs = params.map((input) => {
    const record = Object(input) as Record<string, unknown>
    if (method === 'bitcoin:signMessage') return { ...record, account: accountNamed(wallet, record.account) }
    const inputsToSign = Array.isArray(record.inputsToSign) ? record.inputsToSign : []
    return {
      ...record,
      inputsToSign: inputsToSign.map((entry) => ({
        ...Object(entry),
        account: accountNamed(wallet, Object(entry).account),
      })),
    }
  })
  return run.call(feature, ...inputs)
}

/** How a Bitcoin wallet is reported to the widget: its `bitcoin:` chains and its feature names. */
function bitcoinWalletInfo(wallet: Wallet, id: string): WalletInfo {
  const info: WalletInfo = {
    id,
    name: String(wallet.name),
    source: 'wallet-standard',
    chains: wallet.chains.filter((chain) => chain.startsWith('bitcoin:')),
    features: Object.keys(wallet.features),
  }
  if (typeof wallet.icon === 'string') info.icon = wallet.icon
  return info
}

/** Lists the page's Bitcoin wallets (registered now or later), each under an id made of its name. */
export function discoverBitcoinWallets(onChange: () => void): WalletRegistry {
  const api = getWallets()
  const idOf = (wallet: Wallet) => `wallet-standard:bitcoin:${wallet.name}`
  const byId = () =>
    new Map(
      api
        .get()
        .filter(isBitcoinWallet)
        .map((wallet) => [idOf(wallet), wallet]),
    )
  for (const event of ['register', 'unregister'] as const) api.on(event, onChange)
  return {
    list: () => [...byId()].map(([id, wallet]) => bitcoinWalletInfo(wallet, id)),
    provider(id): Eip1193 | undefined {
      const wallet = byId().get(id)
      return (
        wallet && {
          request: ({ method, params }) => callBitcoinFeature(wallet, method, params),
          on(event, listener) {
            if (event === 'accountsChanged') onAccountsChange(wallet, listener)
          },
        }
      )
    },
  }
}
