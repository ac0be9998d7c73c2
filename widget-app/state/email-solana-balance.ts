/**
 * The SOL balance of the email wallet's Solana account while its EVM account is the active one (Account's
 * EmailSolanaAccount row), from the deployment's balance API. Read when the row appears and again, skipping
 * the server's cache, when something moved it (a purchase to that account completed: views/buy/buy-of.ts),
 * so the figure on screen follows without leaving Account. One per widget.
 */
import { createChainDataClient } from '../api/chain-data.js'
import { emailSolanaNetwork } from './email-solana-send.js'
import { oncePerWidget } from './once-per-widget.js'
import { createStore, type Store } from './store.js'
import type { Widget } from './widget.js'

export type EmailSolanaBalance =
  | { state: 'loading' }
  | { state: 'ready'; amount: string; symbol: string }
  | { state: 'failed' }

export interface EmailSolanaBalances {
  /** The figure of `account` (the address and network read), or loading while none was read for it. */
  store: Store<{ account: string | null; balance: EmailSolanaBalance }>
  /** Reads the balance of the account the widget's state names now; `force` skips the server's cache. */
  load(options?: { force?: boolean }): Promise<void>
}

export type EmailSolanaBalanceHost = Pick<Widget, 'store' | 'apiContext'>

export const emailSolanaBalanceOf = oncePerWidget((widget: EmailSolanaBalanceHost): EmailSolanaBalances => {
  const client = createChainDataClient(widget.apiContext)
  const store = createStore<{ account: string | null; balance: EmailSolanaBalance }>({
    account: null,
    balance: { state: 'loading' },
  })
  let reading: AbortController | undefined

  async function load({ force = false }: { force?: boolean } = {}): Promise<void> {
    const state = widget.store.get()
    const network = emailSolanaNetwork(state)
    const address = state.emailSolanaAddress
    if (!network || !address) return
    const account = `${network.caipNetworkId}:${address}`
    // Another account starts from loading; the same one keeps its figure until the new one comes.
    if (store.get().account !== account) store.set({ account, balance: { state: 'loading' } })
    reading?.abort()
    const controller = new AbortController()
    reading = controller
    try {
      const { balances } = await client.balances(
        { address, chainId: network.caipNetworkId, ...(force && { forceUpdate: true }) },
        controller.signal,
      )
      if (controller.signal.aborted) return
      const native = balances.find((entry) => entry.address === undefined)
      store.set({
        balance: {
          state: 'ready',
          amount: native?.quantity.numeric ?? '0',
          symbol: native?.symbol ?? network.nativeCurrency.symbol,
        },
      })
    } catch {
      if (!controller.signal.aborted) store.set({ balance: { state: 'failed' } })
    }
  }

  return { store, load }
})
