/**
 * The frame's Solana wallet, its code loaded on demand: most sites name no Solana network, so a login does not
 * download @solana/kit. The first Solana request imports the Solana chunk (same origin, content-hashed, allowed by
 * the frame's `script-src 'self'`) and every request then goes to the one wallet it made.
 */
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { SolanaWallet, SolanaWalletOptions } from '../solana/wallet.js'

export const SOLANA_CODE_UNAVAILABLE = 'SOLANA_CODE_UNAVAILABLE'

export interface OnDemandSolanaWalletOptions extends Omit<SolanaWalletOptions, 'rpcUrlFor'> {
  /** The frame's own origin, where the deployment's Solana node route lives. */
  ownOrigin: string
  projectId: string
  /** Imports the Solana chunk; tests may pass the module itself. */
  load?: () => Promise<typeof import('./solana.js')>
}

export function createOnDemandSolanaWallet(options: OnDemandSolanaWalletOptions): SolanaWallet {
  const { ownOrigin, projectId, load = () => import('./solana.js'), ...walletOptions } = options
  let wallet: Promise<SolanaWallet> | null = null
  const loaded = (): Promise<SolanaWallet> => {
    wallet ??= load().then(
      ({ createSolanaWallet, solanaRpcUrl }) =>
        createSolanaWallet({ ...walletOptions, rpcUrlFor: (network) => solanaRpcUrl(ownOrigin, projectId, network) }),
      (cause: unknown) => {
        // A failed download is tried again by the next request.
        wallet = null
        throw new ProviderRpcError(
          RpcErrorCode.internal,
          `${SOLANA_CODE_UNAVAILABLE}: the frame could not load its Solana code (${(cause as Error).message})`,
          { cause },
        )
      },
    )
    return wallet
  }
  return {
    async request(method, params, context) {
      return (await loaded()).request(method, params, context)
    },
  }
}
