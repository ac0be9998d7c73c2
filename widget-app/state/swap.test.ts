import { afterEach, describe, expect, it, vi } from 'vitest'
import { knownNetwork } from '../../shared/networks.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import type { SwapToken } from '../../shared/contracts/swap.js'
import { SwapApiError, type SwapClient } from '../api/swap.js'
import '../i18n/on-demand-texts.js'
import { initialAppState, type AppState } from './app-state.js'
import { createStore } from './store.js'
import { createSwap, type SwapDeps } from './swap.js'
import type { SwapTokenChoice } from './swap-rules.js'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ROUTER = 'eip155:31337:0x31c91FD3540b5cE5780AFe47E442814e229BC019'
const anvil = knownNetwork('eip155:31337')!
const offered: SwapToken[] = [
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '' },
  { name: 'Dai', symbol: 'DAI', address: DAI, decimals: 18, logoUri: '' },
]
const held = (token: SwapToken): SwapTokenChoice => ({
  ...token,
  quantity: token.symbol === 'USDC' ? 100_000_000n : 0n,
  price: 1,
  value: 0,
})

function fakeClient(allowance = '0'): SwapClient & Record<keyof SwapClient, ReturnType<typeof vi.fn>> {
  return {
    tokens: vi.fn(async () => ({ tokens: offered })),
    quote: vi.fn(async ({ amount }) => ({
      quotes: [
        { id: null, fromAmount: String(amount), fromAccount: USDC, toAmount: '9900000000000000000', toAccount: DAI },
      ],
    })),
    allowance: vi.fn(async () => ({ allowance })),
    gasPrice: vi.fn(async () => ({ standard: '2000000000', fast: '2500000000', instant: '3000000000' })),
    buildApprove: vi.fn(async () => ({
      tx: { from: USDC, to: USDC, data: '0x095ea7b3', value: '0', eip155: { gas: 46_000, gasPrice: '2000000000' } },
    })),
    buildTransaction: vi.fn(async ({ amount }) => ({
      tx: {
        from: `eip155:31337:${me}`,
        to: ROUTER,
        data: '0x38ed1739',
        amount: String(amount),
        value: '0',
        toAmount: '9900000000000000000',
        toAmountMin: '9801000000000000000',
        eip155: { gas: '150000', gasPrice: '2000000000' },
      },
    })),
  } as never
}

function setup(client = fakeClient(), overrides: Partial<SwapDeps> = {}) {
  const app = createStore<AppState>({
    ...initialAppState(),
    status: 'connected',
    address: me,
    chainNamespace: 'eip155',
    chainId: 31337,
  })
  const requests: RpcRequest[] = []
  let nonce = 0
  const deps = {
    app,
    network: () => anvil,
    client,
    choices: (tokens: readonly SwapToken[]) => tokens.map(held),
    walletRequest: vi.fn(async (request: RpcRequest): Promise<RpcResult> => {
      requests.push(request)
      return { ok: true, result: `0x${String(++nonce).padStart(64, '0')}` }
    }),
    pending: { add: vi.fn(async () => 'confirmed' as const) },
    toast: { show: vi.fn() },
    reloadBalances: vi.fn(),
    locale: () => 'en',
    quoteDelayMs: 400,
    ...overrides,
  }
  return { app, requests, deps, client, swap: createSwap(deps) }
}

afterEach(() => vi.useRealTimers())

describe('swap state', () => {
  it('behavior: the tokens load with the first held token sold and another bought', async () => {
    const { swap } = setup()
    await swap.loadTokens()
    expect(swap.store.get()).toMatchObject({ tokens: { state: 'ready' }, from: USDC, to: DAI })
  })

  it('error: a network the server cannot swap on shows the product text', async () => {
    const client = fakeClient()
    client.tokens.mockRejectedValue(new SwapApiError(400, 'refused', 'Network not supported for Swaps'))
    const { swap } = setup(client)
    await swap.loadTokens()
    expect(swap.store.get().tokens).toEqual({ state: 'failed', list: [], message: 'Network not supported for Swaps' })
  })

  it('behavior: a quote is asked once typing pauses, the outdated request is aborted, and the preview carries the fee of both steps', async () => {
    vi.useFakeTimers()
    const client = fakeClient()
    // The first quote is still on its way when the amount changes again.
    client.quote.mockImplementationOnce(
      (_: unknown, signal: AbortSignal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    )
    const { swap } = setup(client)
    await swap.loadTokens()
    swap.setAmount('1')
    swap.setAmount('10')
    expect(swap.store.get().quote.state).toBe('loading')
    await vi.advanceTimersByTimeAsync(399)
    expect(client.quote).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const firstSignal = client.quote.mock.calls[0]![1] as AbortSignal
    swap.setAmount('12')
    expect(firstSignal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(400)
    expect(client.quote).toHaveBeenCalledTimes(2)
    expect(client.quote.mock.calls[1]![0]).toMatchObject({ from: USDC, to: DAI, amount: 12_000_000n, userAddress: me })
    expect(swap.store.get().quote).toMatchObject({
      state: 'ready',
      fromAmount: 12_000_000n,
      toAmount: 9_900_000_000_000_000_000n,
      approvalNeeded: true,
      gasPrice: 2_000_000_000n,
      gases: [46_000n, 150_000n],
    })
    // Before the approval the swap would revert on the node: its gas is the route's fixed limit.
    expect(client.buildTransaction.mock.calls.at(-1)![0]).toMatchObject({ disableEstimate: true, slippage: '1' })
  })

  it('behavior: with a short allowance the approve goes to the token first, then the swap to the router, each followed to its receipt with a toast', async () => {
    const { swap, requests, deps, client } = setup()
    await swap.loadTokens()
    swap.setAmount('12')
    swap.setSlippage('0.5')
    await swap.swap()
    expect(requests).toHaveLength(2)
    const [approve, sent] = requests.map((request) => (request.params as Record<string, string>[])[0]!)
    expect(approve).toMatchObject({ from: me, to: USDC.split(':')[2], data: '0x095ea7b3', gas: '0xb3b0' })
    expect(sent).toMatchObject({ from: me, to: ROUTER.split(':')[2], data: '0x38ed1739', value: '0x0' })
    expect(client.buildApprove.mock.calls.at(-1)![0]).toMatchObject({ amount: 12_000_000n })
    expect(client.buildTransaction.mock.calls.at(-1)![0]).toMatchObject({ slippage: '0.5' })
    expect(client.buildTransaction.mock.calls.at(-1)![0].disableEstimate).toBeFalsy()
    expect(deps.pending.add).toHaveBeenCalledTimes(2)
    expect(vi.mocked(deps.toast.show).mock.calls).toEqual([
      ['loading', 'Approving USDC…'],
      ['success', 'USDC approved'],
      ['loading', 'Swapping USDC for DAI…'],
      ['success', 'Swapped USDC for DAI'],
    ])
    expect(deps.reloadBalances).toHaveBeenCalledOnce()
    expect(swap.store.get()).toMatchObject({ step: 'idle', amount: '', error: null })
  })

  it('behavior: with enough allowance only the swap is sent', async () => {
    const { swap, requests } = setup(fakeClient('1000000000'))
    await swap.loadTokens()
    swap.setAmount('12')
    await swap.swap()
    expect(requests).toHaveLength(1)
    expect((requests[0]!.params as Record<string, string>[])[0]!.to).toBe(ROUTER.split(':')[2])
  })

  it('error: a refused approve says why, sends no swap and keeps what was typed', async () => {
    const { swap, requests, deps } = setup(fakeClient(), {
      walletRequest: vi.fn(async (request: RpcRequest): Promise<RpcResult> => {
        requests.push(request)
        return { ok: false, error: { code: 4001, message: 'User rejected the request.' } }
      }),
    })
    await swap.loadTokens()
    swap.setAmount('12')
    await swap.swap()
    expect(requests).toHaveLength(1)
    expect(swap.store.get()).toMatchObject({
      step: 'idle',
      amount: '12',
      error: { message: 'User rejected the request.' },
    })
    expect(deps.toast.show).toHaveBeenLastCalledWith('error', 'User rejected the request.')
    expect(deps.reloadBalances).not.toHaveBeenCalled()
  })

  it('error: a reverted swap is reported and the balances are not claimed changed', async () => {
    const { swap, deps } = setup(fakeClient('1000000000'), { pending: { add: vi.fn(async () => 'failed' as const) } })
    await swap.loadTokens()
    swap.setAmount('12')
    await swap.swap()
    expect(swap.store.get().error).toEqual({ message: 'The transaction failed on the network' })
    expect(deps.reloadBalances).not.toHaveBeenCalled()
  })

  it('error: an amount above the balance is refused without asking the wallet', async () => {
    const { swap, requests } = setup()
    await swap.loadTokens()
    swap.setAmount('100.000001')
    await swap.swap()
    expect(swap.store.get().error).toEqual({ rule: 'exceedsBalance' })
    expect(requests).toHaveLength(0)
  })
})
