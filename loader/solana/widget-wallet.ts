/**
 * The widget as a Wallet Standard wallet of the site's page: a site built on the Solana wallet
 * adapter (or `getWallets()`) lists it like an installed wallet. Each feature is a request on the
 * site's Solana provider (`WalletWidget.getProvider('solana')`), so the widget decides, connects
 * the wallet the user picks, and signs with it.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../shared/solana/encoding.js'

export interface SolanaRequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (data: unknown) => void): unknown
}

export interface WidgetWalletOptions {
  provider: SolanaRequestProvider
  /** The site's Solana networks (CAIP-2), the wallet's `chains`. */
  chains: `${string}:${string}`[]
  /** Ends the widget's connection (`WalletWidget.disconnect()`). */
  disconnect(): Promise<void>
}

export const WIDGET_WALLET_NAME = 'Wallet Widget'
const VERSION = '1.0.0' as const
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzMzNjZmZiIvPjxwYXRoIGQ9Ik04IDExaDE2djEySDh6IiBmaWxsPSIjZmZmIi8+PC9zdmc+' as const
const SIGN_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

type Listener = (change: { accounts: readonly WalletAccount[] }) => void

export function createWidgetWallet({ provider, chains, disconnect }: WidgetWalletOptions): Wallet {
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<Listener>()
  const account = (address: string): WalletAccount =>
    Object.freeze({
      address,
      publicKey: decodeBase58(address),
      chains,
      features: SIGN_FEATURES,
    })
  const setAccounts = (addresses: readonly string[]) => {
    const next = addresses.map(account)
    if (next.map((a) => a.address).join() === accounts.map((a) => a.address).join()) return
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const addressesOf = (value: unknown) =>
    Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry : String(entry?.pubkey))) : []
  provider.on('accountsChanged', (addresses) => setAccounts(addressesOf(addresses)))
  provider.on('disconnect', () => setAccounts([]))

  const wallet: Wallet = {
    version: VERSION,
    name: WIDGET_WALLET_NAME,
    icon: ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: VERSION,
        async connect(input?: { silent?: boolean }) {
          const method = input?.silent ? 'solana_getAccounts' : 'solana_requestAccounts'
          setAccounts(addressesOf(await provider.request({ method, params: {} })))
          return { accounts }
        },
      },
      'standard:disconnect': { version: VERSION, disconnect },
      'standard:events': {
        version: VERSION,
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: VERSION,
        signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const { signature } = (await provider.request({
                method: 'solana_signMessage',
                params: { message: encodeBase58(message), pubkey: account.address },
              })) as { signature: string }
              return { signedMessage: message, signature: decodeBase58(signature) }
            }),
          ),
      },
      'solana:signTransaction': {
        version: VERSION,
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ account, transaction }) => {
              const signed = (await provider.request({
                method: 'solana_signTransaction',
                params: { transaction: encodeBase64(transaction), pubkey: account.address },
              })) as { transaction: string }
              return { signedTransaction: decodeBase64(signed.transaction) }
            }),
          ),
      },
      'solana:signAndSendTransaction': {
        version: VERSION,
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array; options?: object }[]) =>
          Promise.all(
            inputs.map(async ({ account, transaction, options }) => {
              const { signature } = (await provider.request({
                method: 'solana_signAndSendTransaction',
                params: {
                  transaction: encodeBase64(transaction),
                  pubkey: account.address,
                  ...(options && { sendOptions: options }),
                },
              })) as { signature: string }
              return { signature: decodeBase58(signature) }
            }),
          ),
      },
    },
  }
  return wallet
}
