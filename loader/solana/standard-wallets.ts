/**
 * Wallet Standard wallets of the site's page that speak Solana, reported beside the EIP-6963 ones.
 * The widget reaches a wallet's feature by id with `walletRequest(id, { method: <feature name>, params })`:
 * the loader calls `wallet.request` of the object this source returns for the id, which calls the
 * feature. Accounts cross the frame boundary as plain objects (structured clone drops getters).
 */
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import type { Eip1193, WalletRegistry } from '../wallets.js'

/** The features the widget may call, each by the method of the same name after the colon. */
export const BRIDGED_FEATURES: ReadonlySet<string> = new Set([
  'standard:connect',
  'standard:disconnect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
])

/** An account as it crosses to the widget. */
export interface PlainAccount {
  address: string
  publicKey: Uint8Array
  chains: string[]
  features: string[]
  label?: string
}

/** A wallet worth listing: a Solana chain, `standard:connect`, and a way to sign. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features ?? {})
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    features.includes('standard:connect') &&
    features.some((name) => name.startsWith('solana:sign'))
  )
}

export function plainAccount(account: WalletAccount): PlainAccount {
  return {
    address: String(account.address),
    publicKey: Uint8Array.from(account.publicKey ?? []),
    chains: [...(account.chains ?? [])].map(String),
    features: [...(account.features ?? [])].map(String),
    ...(typeof account.label === 'string' && { label: account.label }),
  }
}

/** Error shaped like a wallet's: the loader passes `code` and `message` on to the widget. */
function walletError(code: number, message: string): Error {
  return Object.assign(Error(message), { code })
}

/**
 * Calls one feature of `wallet`. `params` is the feature's input: an object for `standard:connect`,
 * nothing for `standard:disconnect`, an array of inputs for the `solana:sign…` features, each naming
 * its `account` by address (the wallet's own account object is looked up here).
 */
export async function callFeature(wallet: Wallet, method: string, params: unknown): Promise<unknown> {
  const feature = (wallet.features as Record<string, Record<string, unknown> | undefined>)[method]
  const name = method.split(':')[1] ?? ''
  const run = feature?.[name]
  if (!BRIDGED_FEATURES.has(method) || typeof run !== 'function')
    throw walletError(4200, `${wallet.name} does not support ${method}`)
  if (!Array.isArray(params)) {
    const output = (await run.call(feature, params)) as { accounts?: readonly WalletAccount[] } | undefined
    return output?.accounts ? { accounts: output.accounts.map(plainAccount) } : (output ?? null)
  }
  const inputs = params.map((input: { account?: unknown }) => {
    const account = wallet.accounts.find((candidate) => candidate.address === input?.account)
    if (!account) throw walletError(4100, `${wallet.name} has not authorized the account ${String(input?.account)}`)
    return { ...input, account }
  })
  return run.call(feature, ...inputs)
}

/**
 * Lists the page's Solana wallets (registered now or later) except `self`, each under an id made
 * of its name (stable across reloads, so the widget's silent reconnect finds it).
 */
export function discoverStandardWallets(onChange: () => void, self?: Wallet): WalletRegistry {
  const api = getWallets()
  const ids = new Map<Wallet, string>()
  const listed = () => api.get().filter((wallet) => wallet !== self && isSolanaWallet(wallet))
  const idOf = (wallet: Wallet) => {
    let id = ids.get(wallet)
    if (!id) {
      const taken = new Set(ids.values())
      id = `wallet-standard:${wallet.name}`
      for (let n = 2; taken.has(id); n++) id = `wallet-standard:${wallet.name}#${n}`
      ids.set(wallet, id)
    }
    return id
  }
  api.on('register', onChange)
  api.on('unregister', onChange)
  return {
    list: (): WalletInfo[] =>
      listed().map((wallet) => ({
        id: idOf(wallet),
        name: String(wallet.name),
        ...(typeof wallet.icon === 'string' && { icon: wallet.icon }),
        source: 'wallet-standard',
        chains: wallet.chains.filter((chain) => chain.startsWith('solana:')),
        features: Object.keys(wallet.features),
      })),
    provider(id): Eip1193 | undefined {
      const wallet = listed().find((candidate) => idOf(candidate) === id)
      if (!wallet) return undefined
      return {
        request: ({ method, params }) => callFeature(wallet, method, params),
        on(event, listener) {
          const events = wallet.features['standard:events'] as
            | { on(event: 'change', listener: (change: { accounts?: readonly WalletAccount[] }) => void): void }
            | undefined
          if (event === 'accountsChanged')
            events?.on('change', ({ accounts }) => accounts && listener(accounts.map(plainAccount)))
        },
      }
    },
  }
}
