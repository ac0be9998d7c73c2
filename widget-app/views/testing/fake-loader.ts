/** The loader's side of the channel for view tests: one announced browser wallet answering by method, and a record of events. */
import { ProviderRpcError, toErrorPayload } from '../../../shared/errors.js'
import type { LoaderApi, RpcRequest, WalletInfo, WidgetEvent } from '../../../shared/protocol/loader-widget.js'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ANVIL_CHAIN_ID = 31337

/** The browser wallet the page announces (EIP-6963); the directory lists it under the same rdns. */
export const BROWSER_WALLET: WalletInfo = {
  id: 'uuid-test-wallet',
  name: 'Test Wallet',
  rdns: 'com.example.testwallet',
  source: 'eip6963',
}

export type WalletHandler = (params: unknown) => unknown

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
  const requests: RpcRequest[] = []
  const emitted: WidgetEvent[] = []
  const handlers: Record<string, WalletHandler> = {
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => `0x${chainId.toString(16)}`,
    wallet_revokePermissions: () => null,
  }
  const loader: LoaderApi = {
    async walletRequest(walletId, request) {
      if (walletId !== BROWSER_WALLET.id)
        return { ok: false, error: { name: 'ProviderRpcError', code: 4900, message: 'Provider not found.' } }
      requests.push(request)
      try {
        const handler = handlers[request.method]
        if (!handler) throw new ProviderRpcError(4200, `${request.method} is not supported`)
        return { ok: true, result: await handler(request.params) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
    emit: (event) => void emitted.push(structuredClone(event)),
    providerEvent: () => undefined,
    persist: () => undefined,
    setVisible: () => undefined,
  }
  return { loader, requests, handlers, emitted, emittedTypes: () => emitted.map((event) => event.type) }
}
