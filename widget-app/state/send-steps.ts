/** What the EVM and the Solana send (send.ts, namespaces/solana/send/) do alike around the transfer itself. */
import type { AppState } from './app-state.js'
import { replace } from './router.js'
import type { Store } from './store.js'

/** The fields of a send's input every namespace's rules read the same way. */
export function sendInputBase<Token>(
  state: { token: Token; sendTokenAmount: string },
  deps: { network(): { chainNamespace: string } | undefined; locale(): string },
) {
  return {
    namespace: deps.network()?.chainNamespace ?? null,
    token: state.token,
    amount: state.sendTokenAmount,
    locale: deps.locale(),
  }
}

/** After a send the view on screen (or the Send view under an approval) is replaced with Account. */
export function showAccountAfterSend(app: Store<AppState>): void {
  const { history } = app.get()
  const at = history.map((view) => view.name).lastIndexOf('Send')
  if (at >= 0) app.set({ history: replace(history.slice(0, at + 1), { name: 'Account' }) })
}

/** The state of a send that failed: not loading, the error's message shown. */
export const sendFailed = (error: unknown) => ({
  loading: false,
  error: { message: error instanceof Error ? error.message : String(error) },
})

/** Whether `next` is another token than `current` (another contract, or another symbol of the same). */
export const isOtherToken = (
  current: { contract?: string | null; symbol: string } | null | undefined,
  next: { contract?: string | null; symbol: string } | null | undefined,
) => next?.contract !== current?.contract || next?.symbol !== current?.symbol
