/** The loader's side of the channel for view tests, as one object: the shared fake wallet and loader of the state tests. */
import type { LoaderApi, RpcRequest, WidgetEvent } from '../../../shared/protocol/loader-widget.js'
import {
  ADDRESS,
  ANVIL_CHAIN_ID,
  WALLET as BROWSER_WALLET,
  fakeLoader,
  fakeWallet,
  type Handler,
} from '../../state/testing/fake-loader.js'

export { ADDRESS, ANVIL_CHAIN_ID, BROWSER_WALLET }
export type WalletHandler = Handler

export interface FakeLoader {
  loader: LoaderApi
  /** Every request the widget made to the browser wallet. */
  requests: RpcRequest[]
  /** The wallet's answers by method; a test may replace one. */
  handlers: Record<string, WalletHandler>
  emitted: WidgetEvent[]
  emittedTypes(): string[]
}

export function createFakeLoader(chainId = ANVIL_CHAIN_ID): FakeLoader {
  const wallet = fakeWallet(chainId)
  const { loader, emitted, emittedTypes } = fakeLoader(wallet)
  return { loader, requests: wallet.requests, handlers: wallet.handlers, emitted, emittedTypes }
}
