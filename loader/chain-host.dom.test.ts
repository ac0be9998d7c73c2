// @vitest-environment happy-dom
/**
 * The Bitcoin and Polkadot chunks' start in one page: the page's wallets of each join the loader's registry after
 * the wallets already there, the widget is told the list changed, and requests reach each wallet by its id.
 */
import { registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it, vi } from 'vitest'
import { createBitcoinTestWallet } from '../dev/wallets/bitcoin-test-wallet/wallet.js'
import { injectPolkadotTestExtension } from '../dev/wallets/polkadot-test-extension/extension.js'
import { BITCOIN_DEV_WALLETS } from '../dev/world/bitcoin/accounts.js'
import { startBitcoinHost } from './bitcoin/host.js'
import { startPolkadotHost } from './polkadot/host.js'
import type { WalletRegistry } from './wallets.js'

const EVM = { id: 'evm-1', name: 'EVM Wallet', source: 'eip6963' as const }

function baseRegistry(): WalletRegistry {
  const provider = { request: async () => 'evm answer' }
  return { list: () => [EVM], provider: (id) => (id === EVM.id ? provider : undefined) }
}

describe('the chain chunks', () => {
  it('behavior: the Bitcoin wallets join after the page’s other wallets; a request reaches the wallet by its id', async () => {
    const wallets = baseRegistry()
    const changed = vi.fn()
    startBitcoinHost([wallets, changed, {}])
    expect(changed).toHaveBeenCalledTimes(1)
    const test = createBitcoinTestWallet({ keys: BITCOIN_DEV_WALLETS[0]!, autoApprove: true })
    registerWallet(test.wallet)
    expect(changed).toHaveBeenCalledTimes(2)
    const [evm, bitcoin, ...others] = wallets.list()
    expect([evm?.id, bitcoin?.name, bitcoin?.source, others.length]).toEqual([
      EVM.id,
      'Bitcoin Test Wallet',
      'wallet-standard',
      0,
    ])
    const answer = (await wallets.provider(bitcoin!.id)!.request({
      method: 'bitcoin:connect',
      params: { purposes: ['payment', 'ordinals'] },
    })) as { accounts: { address: string }[] }
    expect(answer.accounts.map((account) => account.address)).toEqual([
      BITCOIN_DEV_WALLETS[0]!.payment.address,
      BITCOIN_DEV_WALLETS[0]!.ordinal.address,
    ])
    expect(await wallets.provider(EVM.id)!.request({ method: 'eth_chainId' })).toBe('evm answer')
  })

  it('error: a Bitcoin feature the chunk does not bridge is refused with 4200', async () => {
    const wallets = baseRegistry()
    startBitcoinHost([wallets, () => {}, {}])
    const bitcoin = wallets.list().find((wallet) => wallet.source === 'wallet-standard')!
    await expect(wallets.provider(bitcoin.id)!.request({ method: 'bitcoin:sendTransfer' })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('behavior: a Polkadot extension is listed without being enabled, after the page’s other wallets', () => {
    const extension = injectPolkadotTestExtension({ autoApprove: true })
    const wallets = baseRegistry()
    const changed = vi.fn()
    startPolkadotHost([wallets, changed, {}], 'http://localhost:4401/widget/host/polkadot-host-X.js')
    expect(changed).toHaveBeenCalled()
    expect(wallets.list().map((wallet) => [wallet.id, wallet.source])).toEqual([
      [EVM.id, 'eip6963'],
      ['injected-web3:wallet-widget-dev', 'injected-web3'],
    ])
    expect(wallets.provider('injected-web3:wallet-widget-dev')).toBeDefined()
    expect(wallets.provider('injected-web3:elsewhere')).toBeUndefined()
    expect(extension.requests).toEqual([])
  })
})
