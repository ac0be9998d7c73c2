import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { knownNetwork } from '../../shared/networks.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import { deferred } from '../testing/deferred.js'
import { initialAppState, type AppState } from './app-state.js'
import type { GasQuote } from '../namespaces/eip155/send-reads.js'
import type { SendToken } from './send-rules.js'
import { createSend, initialSend, type SendDeps } from './send.js'
import { createStore } from './store.js'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokenAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'ab'.repeat(32)}` as const
const anvil = knownNetwork('eip155:31337')!
const ETH: SendToken = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 18n, price: 3000, iconUrl: '' }
const WDT: SendToken = {
  ...ETH,
  name: 'Widget Token',
  symbol: 'WDT',
  decimals: 6,
  balance: 5_000_000n,
  contract: tokenAddress,
}
const quote: GasQuote = { gas: 21_000n, fees: { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n } }
const FEE = 21_000n * 2_000_000_000n

function setup(overrides: Partial<SendDeps> = {}) {
  const app = createStore<AppState>({
    ...initialAppState(),
    status: 'connected',
    address: me,
    chainNamespace: 'eip155',
    chainId: 31337,
    history: [{ name: 'Account' }, { name: 'Send' }],
  })
  const requests: RpcRequest[] = []
  const deps = {
    app,
    network: () => anvil,
    walletRequest: vi.fn(async (request: RpcRequest): Promise<RpcResult> => {
      requests.push(request)
      return { ok: true, result: hash }
    }),
    pending: { add: vi.fn(async () => 'confirmed' as const) },
    reloadBalances: vi.fn(),
    locale: () => 'en',
    estimateGas: vi.fn(async () => quote),
    ...overrides,
  }
  return { app, requests, deps, send: createSend(deps) }
}

describe('send state', () => {
  it('behavior: an ERC-20 send goes to the wallet as transfer(to, amount), lists the pending transaction, clears the form and replaces the view with Account', async () => {
    const { app, requests, deps, send } = setup()
    send.setToken(WDT, 3000)
    send.setAmount('1.5')
    send.setReceiver(bob)
    await send.estimateFee()
    await send.send()
    expect(requests).toHaveLength(1)
    const [tx] = requests[0]!.params as [Record<string, string>]
    expect(requests[0]!.method).toBe('eth_sendTransaction')
    expect(tx).toMatchObject({ from: me, to: tokenAddress, gas: '0x5208', maxFeePerGas: '0x77359400' })
    const call = decodeFunctionData({
      abi: parseAbi(['function transfer(address,uint256)']),
      data: tx.data as `0x${string}`,
    })
    expect(call.args).toEqual([bob, 1_500_000n])
    expect(deps.pending.add).toHaveBeenCalledWith(
      { hash, chainId: 'eip155:31337', from: me, to: bob, symbol: 'WDT', amount: '1.5' },
      'http://127.0.0.1:8545',
    )
    expect(send.store.get()).toEqual(initialSend())
    expect(app.get().history).toEqual([{ name: 'Account' }, { name: 'Account' }])
    await vi.waitFor(() => expect(deps.reloadBalances).toHaveBeenCalled())
  })

  it('behavior: loading is true while the wallet decides, and a second Send meanwhile is ignored', async () => {
    const answer = deferred<RpcResult>()
    const walletRequest = vi.fn(() => answer.promise)
    const { send } = setup({ walletRequest })
    send.setToken(ETH, 3000)
    send.setAmount('0.5')
    send.setReceiver(bob)
    const sending = send.send()
    expect(send.store.get().loading).toBe(true)
    void send.send()
    await vi.waitFor(() => expect(walletRequest).toHaveBeenCalledTimes(1))
    void send.send()
    expect(walletRequest).toHaveBeenCalledTimes(1)
    answer.resolve({ ok: true, result: hash })
    await sending
    expect(send.store.get().loading).toBe(false)
  })

  it('behavior: after an approval view on top of Send, the Send view is what becomes Account', async () => {
    const { app, send } = setup()
    app.set({ history: [{ name: 'Account' }, { name: 'Send' }, { name: 'ApproveTransaction' }] })
    send.setToken(ETH, 3000)
    send.setAmount('0.5')
    send.setReceiver(bob)
    await send.send()
    expect(app.get().history).toEqual([{ name: 'Account' }, { name: 'Account' }])
  })

  it('error: a refusal of the wallet keeps what was typed and shows its text; nothing is listed', async () => {
    const walletRequest = vi.fn(
      async (): Promise<RpcResult> => ({ ok: false, error: { code: 4001, message: 'User rejected the request.' } }),
    )
    const { app, deps, send } = setup({ walletRequest })
    send.setToken(ETH, 3000)
    send.setAmount('0.5')
    send.setReceiver(bob)
    await send.send()
    expect(send.store.get()).toMatchObject({
      loading: false,
      sendTokenAmount: '0.5',
      receiverAddress: bob,
      error: { message: 'User rejected the request.' },
    })
    expect(deps.pending.add).not.toHaveBeenCalled()
    expect(app.get().history.at(-1)).toEqual({ name: 'Send' })
  })

  it('error: a broken rule is set and nothing is sent', async () => {
    const { deps, send } = setup()
    await send.send()
    expect(send.store.get().error).toEqual({ rule: 'amountAndReceiverRequired' })
    send.setAmount('1')
    send.setReceiver(bob)
    await send.send()
    expect(send.store.get().error).toEqual({ rule: 'tokenRequired' })
    const unsupported = setup({ network: () => ({ ...anvil, chainNamespace: 'solana' }) })
    await unsupported.send.send()
    expect(unsupported.send.store.get().error).toEqual({ rule: 'unsupportedChain' })
    expect(deps.walletRequest).not.toHaveBeenCalled()
  })

  it('behavior: Max fills the whole ERC-20 balance, and the native balance minus the estimated fee, in the user’s decimal sign', async () => {
    const { send } = setup({ locale: () => 'de' })
    send.setToken(WDT, 3000)
    await send.setMax()
    expect(send.store.get().sendTokenAmount).toBe('5')
    send.setToken(ETH, 3000)
    expect(send.store.get().sendTokenAmount).toBe('')
    await send.setMax()
    expect(send.store.get().sendTokenAmount).toBe('0,999958')
    expect(10n ** 18n - FEE).toBe(999_958_000_000_000_000n)
  })

  it('error: Max says so when the fee is more than the balance, or cannot be estimated', async () => {
    const poor = setup()
    poor.send.setToken({ ...ETH, balance: FEE - 1n }, 0)
    await poor.send.setMax()
    expect(poor.send.store.get()).toMatchObject({ sendTokenAmount: '', error: { rule: 'feeExceedsBalance' } })
    const offline = setup({ estimateGas: vi.fn(async () => Promise.reject(new Error('node down'))) })
    offline.send.setToken(ETH, 0)
    await offline.send.setMax()
    expect(offline.send.store.get()).toMatchObject({ fee: { state: 'failed' }, error: { rule: 'feeUnavailable' } })
  })

  it('behavior: the fee estimate uses the typed receiver and amount, or the sender and the whole balance meanwhile', async () => {
    const { deps, send } = setup()
    send.setToken(WDT, 0)
    await send.estimateFee()
    expect(deps.estimateGas).toHaveBeenLastCalledWith(
      'http://127.0.0.1:8545',
      expect.objectContaining({ from: me, to: tokenAddress }),
    )
    expect(send.store.get().fee).toMatchObject({ state: 'ready', quote, maxFee: FEE })
    send.setToken(ETH, 0)
    send.setAmount('0.25')
    send.setReceiver(bob)
    await send.estimateFee()
    expect(deps.estimateGas).toHaveBeenLastCalledWith('http://127.0.0.1:8545', {
      from: me,
      to: bob,
      value: 250_000_000_000_000_000n,
    })
  })

  it('behavior: a quote made for an earlier draft is made again for the very transfer before it is sent', async () => {
    const estimateGas = vi.fn(async (_rpcUrl: string, request: { data?: string }) => ({
      ...quote,
      gas: request.data?.includes(bob.slice(2).toLowerCase()) ? 51_000n : 40_000n,
    }))
    const { requests, send } = setup({ estimateGas })
    send.setToken(WDT, 0)
    await send.estimateFee() // the draft: the whole balance to the sender itself
    send.setAmount('1')
    send.setReceiver(bob)
    await send.send()
    expect(estimateGas).toHaveBeenCalledTimes(2)
    expect((requests[0]!.params as [{ gas: string }])[0].gas).toBe('0xc738') // 51000
  })

  it('error: a native amount that no longer leaves the fee after the quote is made again is not sent', async () => {
    let gas = 21_000n
    const estimateGas = vi.fn(async () => ({ ...quote, gas }))
    const { deps, send } = setup({ estimateGas })
    send.setToken(ETH, 0)
    await send.setMax()
    gas = 30_000n
    send.setReceiver(bob)
    await send.send()
    expect(send.store.get()).toMatchObject({ loading: false, error: { rule: 'feeExceedsBalance' } })
    expect(deps.walletRequest).not.toHaveBeenCalled()
  })
})
