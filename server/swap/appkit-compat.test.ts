/**
 * AppKit's own client (`@reown/appkit-controllers`: BlockchainApiController's convert calls, SwapApiUtil and
 * SwapController) against this server and the world's Uniswap V2: it reads our answers exactly as it reads the
 * Blockchain API's, and SwapController sends what it builds through a wallet on the node, so this passes only if
 * the shapes and the transactions are right.
 */
import {
  BlockchainApiController,
  ChainController,
  ConnectionController,
  FetchUtil,
  OptionsController,
  SwapController,
} from '@reown/appkit-controllers'
import { type Address, erc20Abi, type Hex, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_ASSETS, DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import { UNISWAP_V2 } from '../../dev/world/uniswap.js'
import { NATIVE_TOKEN_ADDRESS, SWAP_NETWORK_NOT_SUPPORTED } from '../../shared/contracts/swap.js'
import { NETWORK, PROJECT, startSwapWorld, type SwapWorld } from './testing/swap-world.js'

/** Inside the 487x range kept for the swap tests. */
const ANVIL_PORT = 4871
const DEAD = { chainId: 31339, port: 4878 }
const HOLDER = DEMO_HOLDERS[7] as Address
const SWAPPER = DEMO_HOLDERS[8] as Address
const caip = (address: string) => `${NETWORK}:${address}` as `${string}:${string}:${string}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const USDC = caip(DEMO_ASSETS.USDC)
const DAI = caip(DEMO_ASSETS.DAI)

const network = (id: number) =>
  ({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }) as NonNullable<typeof ChainController.state.activeCaipNetwork>

let world: SwapWorld

beforeAll(async () => {
  world = await startSwapWorld(ANVIL_PORT, DEAD)
  BlockchainApiController.state.api = new FetchUtil({ baseUrl: `${world.t.url}/`, clientId: null })
  OptionsController.setProjectId(PROJECT)
  // A connected EVM account, as AppKit's adapters leave it; SwapController reads it.
  ChainController.initialize([{ namespace: 'eip155' } as never], [network(31337)], {} as never)
  ChainController.state.activeCaipNetwork = network(31337)
  ChainController.setAccountProp('caipAddress', caip(SWAPPER), 'eip155')
  ChainController.setAccountProp('address', SWAPPER, 'eip155')
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

const balanceOf = (token: Address, holder: Address) =>
  world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

describe("AppKit's convert calls against this server", () => {
  it('behavior: the token list, a quote and the gas price read as AppKit expects', async () => {
    await SwapController.getTokenList()
    // SwapController sorts the list it keeps by symbol.
    const tokens = SwapController.state.tokens ?? []
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals, t.logoUri])).toEqual([
      ['DAI', DAI, 18, `${world.t.url}/public/getTokenImage/DAI`],
      ['ETH', ETH, 18, `${world.t.url}/public/getTokenImage/ETH`],
      ['USDC', USDC, 6, `${world.t.url}/public/getTokenImage/USDC`],
      ['WETH', caip(DEMO_ASSETS.WETH), 18, `${world.t.url}/public/getTokenImage/WETH`],
    ])
    const amount = parseUnits('100', 6)
    const { quotes } = await BlockchainApiController.fetchSwapQuote({
      amount: amount.toString(),
      userAddress: HOLDER,
      from: USDC,
      to: DAI,
      gasPrice: '0',
    })
    // About 99.4 DAI for 100 USDC (the pools' fees and depth).
    expect(Number(BigInt(quotes[0]?.toAmount ?? 0) / 10n ** 16n) / 100).toBeCloseTo(99.4, 0)
    const gas = await BlockchainApiController.fetchGasPrice({ chainId: NETWORK })
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
    expect(BigInt(gas.fast)).toBeGreaterThanOrEqual(BigInt(gas.standard))
  })

  it('behavior: approve goes to tx.from, the allowance then covers the amount, and the swap calldata runs on the node', async () => {
    const amount = parseUnits('250', 6)
    const short = await BlockchainApiController.fetchSwapAllowance({ tokenAddress: USDC, userAddress: caip(HOLDER) })
    expect(short.allowance).toBe('0')
    const approve = await BlockchainApiController.generateApproveCalldata({
      from: USDC,
      to: DAI,
      userAddress: caip(HOLDER),
    })
    // What SwapController does with the answer.
    const approveTo = approve.tx.from.split(':')[2] as Address
    expect(approveTo).toBe(DEMO_ASSETS.USDC)
    expect(BigInt(approve.tx.value)).toBe(0n)
    expect(BigInt(approve.tx.eip155.gasPrice)).toBeGreaterThan(0n)
    await world.send(HOLDER, { to: approveTo, data: approve.tx.data as Hex })
    const { allowance } = await BlockchainApiController.fetchSwapAllowance({
      tokenAddress: USDC,
      userAddress: caip(HOLDER),
    })
    expect(BigInt(allowance)).toBeGreaterThanOrEqual(amount)

    const swap = await BlockchainApiController.generateSwapCalldata({
      amount: amount.toString(),
      from: USDC,
      to: DAI,
      userAddress: caip(HOLDER),
      disableEstimate: true,
    })
    const router = swap.tx.to.split(':')[2] as Address
    expect(router).toBe(UNISWAP_V2.router)
    const before = await balanceOf(DEMO_ASSETS.DAI, HOLDER)
    const receipt = await world.send(HOLDER, { to: router, data: swap.tx.data, gas: BigInt(swap.tx.eip155.gas) })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(DEMO_ASSETS.DAI, HOLDER)).toBeGreaterThan(before)
  })

  it("error: a pair without pools is SwapController's 'Insufficient liquidity'", async () => {
    await SwapController.getTokenList()
    const usdc = SwapController.state.tokens?.find((t) => t.symbol === 'USDC')
    const stranger = {
      name: 'Stranger',
      symbol: 'STR',
      decimals: 18,
      logoUri: '',
      address: caip('0x000000000000000000000000000000000000dEaD'),
      quantity: { decimals: '18', numeric: '0' },
      price: 0,
      value: 0,
    }
    await SwapController.setSourceToken(usdc)
    SwapController.setSourceTokenAmount('1')
    await SwapController.setToToken(stranger as Parameters<typeof SwapController.setToToken>[0])
    await SwapController.swapTokens()
    expect(SwapController.state.inputError).toBe('Insufficient liquidity')
    SwapController.resetState()
  })

  it('error: a network the server lists but cannot swap on reaches the client as the §8 text with a 400', async () => {
    ChainController.state.activeCaipNetwork = network(DEAD.chainId)
    try {
      const failure = (await BlockchainApiController.generateApproveCalldata({
        from: `eip155:${DEAD.chainId}:${DEMO_ASSETS.USDC}`,
        to: `eip155:${DEAD.chainId}:${DEMO_ASSETS.DAI}`,
        userAddress: `eip155:${DEAD.chainId}:${HOLDER}`,
      }).catch((err: unknown) => err)) as Error & { cause: Response }
      expect(failure.message).toBe('HTTP status code: 400')
      expect(await failure.cause.json()).toMatchObject({ error: SWAP_NETWORK_NOT_SUPPORTED })
    } finally {
      ChainController.state.activeCaipNetwork = network(31337)
    }
  })
})

describe("AppKit's SwapController against this server", () => {
  it('behavior: it quotes, approves, swaps through a wallet on the node, and the tokens arrive within slippage', async () => {
    const sent: Hex[] = []
    ConnectionController.setClient({
      parseUnits: (value: string, decimals: number) => parseUnits(value, decimals),
      async sendTransaction(args: { to: Address; data: Hex; value?: bigint }) {
        const receipt = await world.send(SWAPPER, { to: args.to, data: args.data, value: args.value ?? 0n })
        expect(receipt.status).toBe('success')
        sent.push(receipt.transactionHash)
        return receipt.transactionHash
      },
    } as never)

    await SwapController.getTokenList()
    const usdc = SwapController.state.tokens?.find((t) => t.symbol === 'USDC')
    const dai = SwapController.state.tokens?.find((t) => t.symbol === 'DAI')
    await SwapController.setSourceToken(usdc)
    SwapController.setSourceTokenAmount('40')
    await SwapController.setToToken(dai)
    await SwapController.swapTokens()
    const quoted = Number(SwapController.state.toTokenAmount)
    expect(quoted).toBeGreaterThan(39)
    expect(quoted).toBeLessThan(40)

    await SwapController.getTransaction()
    const approval = SwapController.state.approvalTransaction
    expect(approval?.to).toBe(DEMO_ASSETS.USDC)
    await SwapController.sendTransactionForApproval(approval as never)
    const swap = SwapController.state.swapTransaction
    expect(swap?.to).toBe(UNISWAP_V2.router)

    const before = await balanceOf(DEMO_ASSETS.DAI, SWAPPER)
    await SwapController.sendTransactionForSwap(swap as never)
    expect(sent).toHaveLength(2)
    const received = Number((await balanceOf(DEMO_ASSETS.DAI, SWAPPER)) - before) / 1e18
    expect(received).toBeGreaterThanOrEqual(quoted * 0.99)
    // After the swap it refreshes the balances from this server: they show the new DAI.
    await vi.waitFor(() => expect(SwapController.state.myTokensWithBalance).toBeDefined(), { timeout: 10_000 })
    const daiBalance = SwapController.state.myTokensWithBalance?.find((t) => t.symbol === 'DAI')
    expect(Number(daiBalance?.quantity.numeric)).toBeCloseTo(Number(before) / 1e18 + received, 6)
  })
})
