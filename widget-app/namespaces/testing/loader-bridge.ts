/**
 * The widget's side of the loader for adapter tests: a request by wallet id answered from the page's wallets as
 * the loader answers it across frames (a result, or the error's payload; an unknown id is 4100).
 */
import { toErrorPayload } from '../../../shared/errors.js'
import type { LoaderApi, RpcRequest } from '../../../shared/protocol/loader-widget.js'

interface PageWallets {
  provider(walletId: string): { request(request: RpcRequest): Promise<unknown> } | undefined
}

export function loaderBridge(wallets: () => PageWallets): Pick<LoaderApi, 'walletRequest'> {
  return {
    async walletRequest(walletId, request) {
      const provider = wallets().provider(walletId)
      if (!provider) return { ok: false, error: toErrorPayload(Object.assign(Error('Unknown wallet'), { code: 4100 })) }
      try {
        return { ok: true, result: await provider.request(request) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
  }
}
