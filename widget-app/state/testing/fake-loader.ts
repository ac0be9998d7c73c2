/** The loader's side of the channel for tests: one announced browser wallet answering by method, and a record of what the widget told the loader. */
import { ProviderRpcError, toErrorPayload } from '../../../shared/errors.js'
import type {
  LoaderApi,
  RpcRequest,
  WalletEventName,
  WalletInfo,
  WidgetEvent,
} from '../../../shared/protocol/loader-widget.js'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ANVIL_CHAIN_ID = 31337
export const WALLET: WalletInfo = {
  id: 'uuid-test-wallet',
  name: 'Test Wallet',
  rdns: 'com.example.testwallet',
  source: 'eip6963',
}
export const hex = (n: number) => `0x${n.toString(16)}`

export type Handler = (params: unknown) => unknown

/** A browser wallet answering by method; handlers may be replaced by a test. Records every request. */
export function fakeWallet(chainId = ANVIL_CHAIN_ID) {
  const requests: RpcRequest[] = []
  const handlers: Record<string, Handler> = {
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => hex(chainId),
    wallet_revokePermissions: () => null,
  }
  return { requests, handlers, methods: () => requests.map((request) => request.method) }
}
export type FakeWallet = ReturnType<typeof fakeWallet>

/** The loader side: answers walletRequest from the fake wallet and records everything else. */
export function fakeLoader(wallet: FakeWallet) {
  const emitted: WidgetEvent[] = []
  const providerEvents: [WalletEventName, unknown][] = []
  const visible: (boolean | 'rendering')[] = []
  const loader: LoaderApi = {
    async walletRequest(walletId, request) {
      if (walletId !== WALLET.id)
        return { ok: false, error: { name: 'ProviderRpcError', code: 4900, message: 'Provider not found.' } }
      wallet.requests.push(request)
      try {
        const handler = wallet.handlers[request.method]
        if (!handler) throw new ProviderRpcError(4200, `${request.method} is not supported`)
        return { ok: true, result: await handler(request.params) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
    // Copies, as the channel would: later state changes must not rewrite what was sent.
    emit: (event) => void emitted.push(structuredClone(event)),
    providerEvent: (event, data) => void providerEvents.push([event, structuredClone(data)]),
    // Writing through to the site is saved-preferences.ts's job; the fake storage below stands in for it.
    persist: () => undefined,
    setVisible: (value) => void visible.push(value),
  }
  return { loader, emitted, providerEvents, visible, emittedTypes: () => emitted.map((event) => event.type) }
}
