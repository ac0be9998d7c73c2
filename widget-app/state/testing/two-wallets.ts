/** An EVM browser wallet and a Solana Wallet Standard wallet in the page, for the tests of connections. */
import { expect, vi } from 'vitest'
import type { WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { fakeApi, setup, WALLET } from './widget-fakes.js'

export const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const SOLANA_WALLET: WalletInfo = {
  id: 'wallet-standard:Solana Test Wallet',
  name: 'Solana Test Wallet',
  source: 'wallet-standard',
  chains: [SOLANA_LOCAL_NETWORK_ID],
  features: ['standard:connect', 'standard:events', 'solana:signMessage'],
}
export const SOLANA_REFERENCE = SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length)
export const NETWORKS = { 'data-networks': `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}` }
export const MULTI = { ...NETWORKS, 'data-multi-wallet': 'true' }

/** The widget with the EVM test wallet and a Solana wallet in the page; `features` are the project's. */
export async function twoWallets(
  options: { attributes?: Record<string, string>; features?: object; saved?: Record<string, string> } = {},
) {
  const context = setup({
    attributes: options.attributes ?? MULTI,
    api: fakeApi({ features: options.features ?? { multiWallet: true } }),
    ...(options.saved && { saved: options.saved }),
  })
  const evmRequest = context.loader.loader.walletRequest
  const solanaRequests: string[] = []
  let solanaConnected = Boolean(options.saved)
  context.loader.loader.walletRequest = async (walletId, request) => {
    if (walletId !== SOLANA_WALLET.id) return evmRequest(walletId, request)
    solanaRequests.push(request.method)
    if (request.method === 'standard:connect') {
      const silent = (request.params as { silent?: boolean } | undefined)?.silent
      if (silent && !solanaConnected) return { ok: true, result: { accounts: [] } }
      solanaConnected = true
      return { ok: true, result: { accounts: [{ address: SOL_ADDRESS }] } }
    }
    if (request.method === 'standard:disconnect') return { ok: true, result: null }
    return { ok: false, error: { name: 'ProviderRpcError', code: 4200, message: 'unsupported' } }
  }
  context.widget.api.walletsChanged([WALLET, SOLANA_WALLET])
  await vi.waitFor(() => expect(context.widget.store.get().wallets).toHaveLength(2))
  await vi.waitFor(() => expect(context.widget.store.get().features).not.toBeNull())
  const state = () => context.loader.emitted.at(-1)?.state
  return { ...context, solanaRequests, state }
}

export async function connectBoth(context: Awaited<ReturnType<typeof twoWallets>>) {
  context.widget.api.open()
  await context.widget.actions.connectWallet(WALLET.id)
  context.widget.api.open({ view: 'Connect' })
  await context.widget.actions.connectWallet(SOLANA_WALLET.id)
}
