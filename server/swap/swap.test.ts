import { type Address, erc20Abi, getAddress, type Hex, maxUint256, parseAbi, parseEther } from 'viem'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ASSETS, DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC, deployUniswapV2, UNISWAP_DEPLOYER, UNISWAP_V2 } from '../../dev/world/uniswap.js'
import {
  BuildApproveAnswer,
  BuildTransactionAnswer,
  GasPriceAnswer,
  NATIVE_TOKEN_ADDRESS,
  SwapQuotesAnswer,
  SwapTokensAnswer,
} from '../../shared/contracts/swap.js'
import { apiQuery, widgetClient, type ApiClient } from '../testing/harness.js'
import { LOCAL_UNISWAP_V2 } from './settings.js'
import { CHAIN_ID, NETWORK, PROJECT, startSwapWorld, type SwapWorld } from './testing/swap-world.js'

/** Kept for the swap tests: 4870 to 4879. */
const ANVIL_PORT = 4870
/** A chain the server has a (stopped) node for but no swap provider. */
const DEAD = { chainId: 31339, port: 4879 }
const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function factory() view returns (address)',
])
const PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)'])

const caip = (address: string) => `${NETWORK}:${address}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const USDC = caip(DEMO_ASSETS.USDC)
const DAI = caip(DEMO_ASSETS.DAI)
const WETH = caip(DEMO_ASSETS.WETH)
const [, HOLDER_1, HOLDER_2, HOLDER_3, HOLDER_4, HOLDER_5, HOLDER_6] = DEMO_HOLDERS as Address[] as [
  Address,
  Address,
  Address,
  Address,
  Address,
  Address,
  Address,
]

let world: SwapWorld
let widget: ApiClient

beforeAll(async () => {
  world = await startSwapWorld(ANVIL_PORT, DEAD)
  widget = widgetClient(world.t)
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

const path = (route: string, params: Record<string, string>) => `/v1/convert/${route}?${apiQuery(PROJECT, params)}`

async function quote(from: string, to: string, amount: bigint): Promise<bigint> {
  const res = await widget.get(
    path('quotes', { amount: amount.toString(), userAddress: HOLDER_1, from, to, gasPrice: '0' }),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const [only] = z.parse(SwapQuotesAnswer, res.body).quotes
  expect(only).toMatchObject({ fromAmount: amount.toString(), fromAccount: from, toAccount: to })
  return BigInt(only?.toAmount ?? -1)
}

/** The best of the router's own getAmountsOut over the given paths (a path without pools counts as nothing). */
async function bestOnRouter(amount: bigint, paths: Address[][]): Promise<bigint> {
  const outs = await Promise.all(
    paths.map((p) =>
      world.client
        .readContract({ address: UNISWAP_V2.router, abi: ROUTER_ABI, functionName: 'getAmountsOut', args: [amount, p] })
        .then((amounts) => amounts.at(-1) ?? 0n)
        .catch(() => 0n),
    ),
  )
  return outs.reduce((a, b) => (b > a ? b : a), 0n)
}

async function buildSwap(body: Record<string, unknown>) {
  return widget.post('/v1/convert/build-transaction', { projectId: PROJECT, disableEstimate: true, ...body })
}

async function approve(holder: Address, token: string, amount?: bigint) {
  const res = await widget.get(
    path('build-approve', {
      userAddress: caip(holder),
      from: token,
      to: ETH,
      ...(amount ? { amount: String(amount) } : {}),
    }),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { tx } = z.parse(BuildApproveAnswer, res.body)
  expect(tx.from).toBe(token)
  const receipt = await world.send(holder, { to: tx.from.split(':')[2] as Address, data: tx.data as Hex })
  expect(receipt.status).toBe('success')
}

async function allowance(holder: Address, token: string): Promise<string> {
  const res = await widget.get(path('allowance', { tokenAddress: token, userAddress: caip(holder) }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.allowance
}

const balanceOf = (token: Address, holder: Address) =>
  world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

describe("the world's Uniswap V2", () => {
  it('behavior: it sits at the addresses the server setting names, and deploying again does nothing', async () => {
    expect(UNISWAP_V2).toEqual({
      factory: LOCAL_UNISWAP_V2.factory,
      weth9: LOCAL_UNISWAP_V2.weth,
      router: LOCAL_UNISWAP_V2.router,
    })
    expect(await world.client.getCode({ address: UNISWAP_V2.router })).toMatch(/^0x[0-9a-f]{100,}/)
    expect(await deployUniswapV2(world.node.rpcUrl, CHAIN_ID)).toEqual({ deployed: false })
    expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 11 }).address).toBe(UNISWAP_DEPLOYER)
  })
})

describe('GET /v1/convert/tokens and /quotes', () => {
  it('behavior: the tokens are ether first, then the listed demo tokens, CAIP-10 with icons on this server', async () => {
    const res = await widget.get(path('tokens', { chainId: NETWORK }))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { tokens } = z.parse(SwapTokensAnswer, res.body)
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', ETH, 18],
      ['USDC', USDC, 6],
      ['DAI', DAI, 18],
      ['WETH', WETH, 18],
    ])
    expect(tokens[1]?.logoUri).toBe(`${world.t.url}/public/getTokenImage/USDC`)
  })

  it("behavior: a quote equals the router's getAmountsOut on the best of the direct and one-hop paths", async () => {
    const { weth9 } = UNISWAP_V2
    const { USDC: usdc, DAI: dai, WETH: weth } = DEMO_ASSETS
    const amount = 2_500n * 10n ** 6n
    const expected = await bestOnRouter(amount, [
      [usdc, dai],
      [usdc, weth9, dai],
      [usdc, weth, dai],
    ])
    expect(expected).toBeGreaterThan(0n)
    expect(await quote(USDC, DAI, amount)).toBe(expected)
    // Ether trades as WETH9; the demo WETH is only reachable through its own pool with WETH9.
    expect(await quote(ETH, USDC, parseEther('1'))).toBe(
      await bestOnRouter(parseEther('1'), [
        [weth9, usdc],
        [weth9, dai, usdc],
      ]),
    )
    expect(await quote(WETH, DAI, parseEther('0.5'))).toBe(await bestOnRouter(parseEther('0.5'), [[weth, weth9, dai]]))
  })

  it('behavior: the direct quote is the constant-product formula with the 0.3 % fee on the reserves', async () => {
    const factory = await world.client.readContract({
      address: UNISWAP_V2.router,
      abi: ROUTER_ABI,
      functionName: 'factory',
    })
    const pair = await world.client.readContract({
      address: factory,
      abi: FACTORY_ABI,
      functionName: 'getPair',
      args: [UNISWAP_V2.weth9, DEMO_ASSETS.DAI],
    })
    const [r0, r1] = await world.client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' })
    const token0 = await world.client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' })
    const [reserveIn, reserveOut] = getAddress(token0) === getAddress(UNISWAP_V2.weth9) ? [r0, r1] : [r1, r0]
    const amount = parseEther('0.01')
    const formula = (amount * 997n * reserveOut) / (reserveIn * 1000n + amount * 997n)
    // About 30 DAI for 0.01 ether at 3000.
    expect(formula / 10n ** 18n).toBe(29n)
    const direct = await bestOnRouter(amount, [[UNISWAP_V2.weth9, DEMO_ASSETS.DAI]])
    expect(direct).toBe(formula)
    expect(await quote(ETH, DAI, amount)).toBeGreaterThanOrEqual(formula)
  })

  it('error: a token without pools answers 400 with the insufficient-liquidity reason', async () => {
    const stranger = caip('0x000000000000000000000000000000000000dEaD')
    const res = await widget.get(path('quotes', { amount: '1000', userAddress: HOLDER_1, from: USDC, to: stranger }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'SWAP_NO_ROUTE',
      reasons: [{ description: expect.stringContaining('insufficient liquidity') }],
    })
  })

  it('error: the same token twice, tokens of two networks and a bad amount are refused naming the problem', async () => {
    const same = await widget.get(path('quotes', { amount: '1', userAddress: HOLDER_1, from: USDC, to: USDC }))
    expect(same.status).toBe(400)
    expect(same.body).toMatchObject({ code: 'SWAP_REFUSED', error: expect.stringContaining('different tokens') })
    const twoNetworks = await widget.get(
      path('quotes', { amount: '1', userAddress: HOLDER_1, from: USDC, to: `eip155:1:${DEMO_ASSETS.DAI}` }),
    )
    expect(twoNetworks.status).toBe(400)
    expect(twoNetworks.body).toMatchObject({ field: 'to', code: 'SWAP_INVALID_REQUEST' })
    const badAmount = await widget.get(path('quotes', { amount: '1.5', userAddress: HOLDER_1, from: USDC, to: DAI }))
    expect(badAmount.status).toBe(400)
    expect(badAmount.body).toMatchObject({ field: 'amount' })
  })
})

describe('allowance, build-approve and build-transaction on the node', () => {
  it('behavior: allowance is short before the approve, exactly the approved amount after, and unlimited for ether', async () => {
    expect(await allowance(HOLDER_2, DAI)).toBe('0')
    await approve(HOLDER_2, DAI, 123n)
    expect(await allowance(HOLDER_2, DAI)).toBe('123')
    await approve(HOLDER_2, DAI)
    expect(await allowance(HOLDER_2, DAI)).toBe(maxUint256.toString())
    expect(await allowance(HOLDER_2, ETH)).toBe(maxUint256.toString())
  })

  it('behavior: an approved token swap executed on the node gives the quote, at least the minimum', async () => {
    const amount = 1_000n * 10n ** 6n
    await approve(HOLDER_3, USDC)
    const quoted = await quote(USDC, DAI, amount)
    const res = await buildSwap({
      amount: String(amount),
      from: USDC,
      to: DAI,
      userAddress: caip(HOLDER_3),
      disableEstimate: false,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { tx } = z.parse(BuildTransactionAnswer, res.body)
    expect(tx).toMatchObject({
      from: caip(HOLDER_3),
      to: caip(UNISWAP_V2.router),
      value: '0',
      toAmount: quoted.toString(),
    })
    expect(BigInt(tx.toAmountMin)).toBe((quoted * 9_900n) / 10_000n)
    const before = await balanceOf(DEMO_ASSETS.DAI, HOLDER_3)
    const receipt = await world.send(HOLDER_3, {
      to: UNISWAP_V2.router,
      data: tx.data as Hex,
      gas: BigInt(tx.eip155.gas),
    })
    expect(receipt.status).toBe('success')
    const received = (await balanceOf(DEMO_ASSETS.DAI, HOLDER_3)) - before
    expect(received).toBe(quoted)
    expect(received).toBeGreaterThanOrEqual(BigInt(tx.toAmountMin))
  })

  it('behavior: native in sends value = amount and the tokens arrive; native out unwraps to ether', async () => {
    const amountIn = parseEther('0.2')
    const res = await buildSwap({ amount: String(amountIn), from: ETH, to: USDC, userAddress: caip(HOLDER_4) })
    const { tx } = z.parse(BuildTransactionAnswer, res.body)
    expect(tx.value).toBe(amountIn.toString())
    const usdcBefore = await balanceOf(DEMO_ASSETS.USDC, HOLDER_4)
    const bought = await world.send(HOLDER_4, { to: UNISWAP_V2.router, data: tx.data as Hex, value: BigInt(tx.value) })
    expect(bought.status).toBe('success')
    expect((await balanceOf(DEMO_ASSETS.USDC, HOLDER_4)) - usdcBefore).toBe(BigInt(tx.toAmount))

    const daiIn = 300n * 10n ** 18n
    await approve(HOLDER_4, DAI)
    const sell = await buildSwap({ amount: String(daiIn), from: DAI, to: ETH, userAddress: caip(HOLDER_4) })
    const sold = z.parse(BuildTransactionAnswer, sell.body).tx
    expect(sold.value).toBe('0')
    const etherBefore = await world.client.getBalance({ address: HOLDER_4 })
    const receipt = await world.send(HOLDER_4, { to: UNISWAP_V2.router, data: sold.data as Hex })
    expect(receipt.status).toBe('success')
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    const etherGained = (await world.client.getBalance({ address: HOLDER_4 })) - etherBefore + gasPaid
    expect(etherGained).toBe(BigInt(sold.toAmount))
    expect(etherGained).toBeGreaterThanOrEqual(BigInt(sold.toAmountMin))
  })

  it('error: with the estimate on, a swap the allowance does not cover answers 400 SWAP_WOULD_REVERT', async () => {
    const res = await buildSwap({
      amount: '1000000',
      from: USDC,
      to: DAI,
      userAddress: caip(HOLDER_5),
      disableEstimate: false,
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'SWAP_WOULD_REVERT',
      error: expect.stringMatching(/^The swap would fail: /),
    })
  })
})

describe('slippage', () => {
  const build = (slippage: unknown) =>
    buildSwap({
      amount: String(parseEther('0.1')),
      from: ETH,
      to: DAI,
      userAddress: caip(HOLDER_6),
      eip155: { slippage },
    })

  it('behavior: 0 guarantees the quote itself, 50 (the most) half of it, and none means 1 %', async () => {
    for (const [slippage, keep] of [
      [0, 10_000n],
      ['0.5', 9_950n],
      [50, 5_000n],
      [undefined, 9_900n],
    ] as const) {
      const res = await build(slippage)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const { tx } = z.parse(BuildTransactionAnswer, res.body)
      expect(BigInt(tx.toAmountMin)).toBe((BigInt(tx.toAmount) * keep) / 10_000n)
    }
  })

  it('error: more than 50, negative, three decimals or not a number is refused naming eip155.slippage', async () => {
    for (const slippage of [50.01, -1, 0.001, 'abc', '1e1']) {
      const res = await build(slippage)
      expect(res.status, String(slippage)).toBe(400)
      expect(res.body).toMatchObject({ field: 'eip155.slippage' })
    }
  })

  it('behavior: at slippage 0 the swap reverts once another trade has moved the pool first', async () => {
    const res = await build(0)
    const { tx } = z.parse(BuildTransactionAnswer, res.body)
    const front = await buildSwap({ amount: String(parseEther('1')), from: ETH, to: DAI, userAddress: caip(HOLDER_5) })
    const frontTx = z.parse(BuildTransactionAnswer, front.body).tx
    expect(
      (await world.send(HOLDER_5, { to: UNISWAP_V2.router, data: frontTx.data as Hex, value: BigInt(frontTx.value) }))
        .status,
    ).toBe('success')
    const late = await world.send(HOLDER_6, {
      to: UNISWAP_V2.router,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      gas: 300_000n,
    })
    expect(late.status).toBe('reverted')
  })
})

describe('build-transaction bodies', () => {
  it('behavior: a text/plain JSON body is read like JSON; another content type is refused with 415', async () => {
    const body = JSON.stringify({ projectId: PROJECT, amount: '1000', from: ETH, to: DAI, userAddress: HOLDER_1 })
    const plain = await widget.post('/v1/convert/build-transaction', undefined, {
      raw: body,
      contentType: 'text/plain',
    })
    expect(plain.status, JSON.stringify(plain.body)).toBe(200)
    expect(z.parse(BuildTransactionAnswer, plain.body).tx.value).toBe('1000')
    const form = await widget.post('/v1/convert/build-transaction', undefined, {
      raw: body,
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(415)
  })
})

describe('gas price and unsupported networks', () => {
  it("behavior: the gas price is the latest base fee × 1.2 plus the node's tip", async () => {
    const res = await widget.get(path('gas-price', { chainId: NETWORK }))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const prices = z.parse(GasPriceAnswer, res.body)
    const block = await world.client.getBlock()
    const tip = await world.client.request({ method: 'eth_maxPriorityFeePerGas' })
    const base = ((block.baseFeePerGas ?? 0n) * 1200n + 999n) / 1000n
    expect(BigInt(prices.standard)).toBe(base + BigInt(tip))
    expect(BigInt(prices.instant)).toBe(base + 2n * BigInt(tip))
  })

  it('error: a network without a node or provider answers the §8 texts as 400s', async () => {
    for (const chainId of ['eip155:1', `eip155:${DEAD.chainId}`]) {
      const tokens = await widget.get(path('tokens', { chainId }))
      expect(tokens.status).toBe(400)
      expect(tokens.body).toEqual({
        error: 'Network not supported for Swaps',
        code: 'SWAP_NETWORK_NOT_SUPPORTED',
        chainId,
      })
      const build = await buildSwap({
        amount: '1',
        from: `${chainId}:${NATIVE_TOKEN_ADDRESS}`,
        to: `${chainId}:${DEMO_ASSETS.DAI}`,
        userAddress: HOLDER_1,
      })
      expect(build.body).toMatchObject({ error: 'Network not supported for Swaps' })
      const approveRes = await widget.get(
        path('build-approve', {
          userAddress: HOLDER_1,
          from: `${chainId}:${DEMO_ASSETS.DAI}`,
          to: `${chainId}:${NATIVE_TOKEN_ADDRESS}`,
        }),
      )
      expect(approveRes.body).toMatchObject({ error: 'Network not supported for Swaps' })
    }
    const gas = await widget.get(path('gas-price', { chainId: 'eip155:1' }))
    expect(gas.status).toBe(400)
    expect(gas.body).toEqual({
      error: 'Network not supported for Gas Price',
      code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED',
      chainId: 'eip155:1',
    })
    // A node that is down is a failing upstream, not an unsupported network.
    expect((await widget.get(path('gas-price', { chainId: `eip155:${DEAD.chainId}` }))).status).toBe(502)
  })

  it('error: an unknown project is refused with 403', async () => {
    const res = await widget.get(`/v1/convert/tokens?${apiQuery('no-such-project', { chainId: NETWORK })}`)
    expect(res.status).toBe(403)
  })
})
