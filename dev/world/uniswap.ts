/**
 * Uniswap V2 on every local chain of the world: the factory (`@uniswap/v2-core` 1.0.1, deployed from its artifact
 * unchanged so Router02's hard-coded pair init-code hash matches), WETH9 and UniswapV2Router02
 * (`@uniswap/v2-periphery` 1.1.0-beta.0), and pools seeded with liquidity, so the swap API quotes and builds
 * real router calls against real reserves.
 *
 * The deployer is HD index 11 of anvil's test mnemonic (no other part of the repo uses it), funded with
 * `anvil_setBalance` and impersonated (`anvil_impersonateAccount`: the node signs, several times faster than
 * deriving the key and signing here); it sends everything in a fixed order, so the contracts have the same addresses
 * on every chain and every start (UNISWAP_V2, equal to the server's LOCAL_UNISWAP_V2). Its demo tokens are minted
 * to it by the demo deployer, which holds their minter role.
 *
 * Pools, priced as the world's fixed price table (ETH 3000, USDC 1, DAI 1):
 *   WETH9 / USDC   100 : 300,000       WETH9 / DAI   100 : 300,000       USDC / DAI   300,000 : 300,000
 *   WETH9 / WETH   100 : 100           PTS / USDC    100,000 : 100,000   (PTS, unpriced by the table, at 1 USDC)
 *
 * The demo "Wrapped Ether" (WETH, an OpenZeppelin token) is not the router's WETH9: it stays a plain ERC-20 that
 * users hold, traded 1:1 against WETH9 (so against ether) in its own pool. Swapping to or from ether always goes
 * through WETH9, which the router wraps and unwraps; WETH9 is not listed as a token of its own.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  type Hash,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { getCode, getTransactionReceipt, sendTransaction, writeContract } from 'viem/actions'
import { anvil } from 'viem/chains'
import { LOCAL_UNISWAP_V2, type SwapSettingsInput } from '../../server/swap/settings.js'
import { DEMO_ASSETS, DEMO_DEPLOYER } from './demo-assets.js'
import { ERC20_ARTIFACT, waitMined } from './demo-contracts.js'
import { nodeTransport } from './node-transport.js'

/** Anvil's public test mnemonic; index 11 is this deployer's and nothing else's. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
export const UNISWAP_DEPLOYER_INDEX = 11
/** `mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 11 }).address` (a test checks it). */
export const UNISWAP_DEPLOYER: Address = '0x71bE63f3384f5fb98995898A86B02Fb2426c5788'

const at = (nonce: number): Address => getContractAddress({ from: UNISWAP_DEPLOYER, nonce: BigInt(nonce) })

/** The contracts, in deployment order (the deployer's nonces 0–2): the same on every chain of the world. */
export const UNISWAP_V2 = { factory: at(0), weth9: at(1), router: at(2) } as const

const require = createRequire(import.meta.url)
function artifact(file: string): { abi: Abi; bytecode: Hex } {
  const { abi, bytecode } = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as { abi: Abi; bytecode: string }
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
}

const ROUTER_LIQUIDITY_ABI = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint, uint, uint)',
  'function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint, uint, uint)',
])

const units = (amount: bigint, decimals: number): bigint => amount * 10n ** BigInt(decimals)

/** What the deployer needs of each demo token for the pools below. */
const TOKEN_NEEDS = [
  { token: DEMO_ASSETS.USDC, amount: units(700_000n, 6) },
  { token: DEMO_ASSETS.DAI, amount: units(600_000n, 18) },
  { token: DEMO_ASSETS.WETH, amount: units(100n, 18) },
  { token: DEMO_ASSETS.PTS, amount: 100_000n },
] as const

/** A pool against ether (WETH9): `token` and `ether` in each side's smallest unit. */
export interface EtherPool {
  token: Address
  amount: bigint
  ether: bigint
}

/** A pool of two demo tokens. */
export interface TokenPool {
  tokenA: Address
  amountA: bigint
  tokenB: Address
  amountB: bigint
}

export const ETHER_POOLS: readonly EtherPool[] = [
  { token: DEMO_ASSETS.USDC, amount: units(300_000n, 6), ether: parseEther('100') },
  { token: DEMO_ASSETS.DAI, amount: units(300_000n, 18), ether: parseEther('100') },
  { token: DEMO_ASSETS.WETH, amount: units(100n, 18), ether: parseEther('100') },
]

export const TOKEN_POOLS: readonly TokenPool[] = [
  { tokenA: DEMO_ASSETS.USDC, amountA: units(300_000n, 6), tokenB: DEMO_ASSETS.DAI, amountB: units(300_000n, 18) },
  { tokenA: DEMO_ASSETS.PTS, amountA: 100_000n, tokenB: DEMO_ASSETS.USDC, amountB: units(100_000n, 6) },
]

export interface DeployUniswapV2Result {
  /** False when the chain already carried the contracts (a restarted world on a kept chain). */
  deployed: boolean
}

/**
 * Deploys the factory, WETH9 and the router and seeds the pools on the node at `rpcUrl`; run it after
 * deployDemoAssets. Idempotent: with code at the factory's address it does nothing. Transactions go one after the
 * other with explicit nonces and fixed gas; only the last receipt is awaited, then every status is checked.
 */
export async function deployUniswapV2(rpcUrl: string, chainId: number): Promise<DeployUniswapV2Result> {
  const { factory: expectedFactory, weth: expectedWeth, router: expectedRouter } = LOCAL_UNISWAP_V2
  if (
    UNISWAP_V2.factory !== expectedFactory ||
    UNISWAP_V2.weth9 !== expectedWeth ||
    UNISWAP_V2.router !== expectedRouter
  )
    throw new Error('uniswap: the server setting LOCAL_UNISWAP_V2 does not match the addresses this deployer makes')
  const chain = { ...anvil, id: chainId }
  const transport = nodeTransport(rpcUrl, { batch: true })
  const wallet = createWalletClient({ account: { address: UNISWAP_DEPLOYER, type: 'json-rpc' }, chain, transport })
  if (await getCode(wallet, { address: UNISWAP_V2.factory })) return { deployed: false }
  const anvilCall = (method: string, params: unknown[]) =>
    wallet.request({ method: method as 'eth_chainId', params: params as never })
  await Promise.all([
    anvilCall('anvil_setBalance', [UNISWAP_DEPLOYER, `0x${parseEther('10000').toString(16)}`]),
    anvilCall('anvil_impersonateAccount', [UNISWAP_DEPLOYER]),
  ])

  // The demo deployer mints the deployer's tokens (it holds the minter role); anvil signs for it.
  const minter = createWalletClient({ account: { address: DEMO_DEPLOYER.address, type: 'json-rpc' }, chain, transport })
  let mint: Hash | undefined
  for (const { token, amount } of TOKEN_NEEDS)
    mint = await writeContract(minter, {
      abi: ERC20_ARTIFACT.abi,
      address: token,
      functionName: 'mint',
      args: [UNISWAP_DEPLOYER, amount],
    })
  if (mint) await waitMined(minter, mint)

  let nonce = 0
  const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
  const send = (data: Hex, { to, value = 0n, gas = 300_000n }: { to?: Address; value?: bigint; gas?: bigint }) =>
    sendTransaction(wallet, { ...(to ? { to } : {}), data, value, gas, nonce: nonce++, ...fees })
  const deadline = 2n ** 40n
  const factory = artifact('@uniswap/v2-core/build/UniswapV2Factory.json')
  const weth9 = artifact('@uniswap/v2-periphery/build/WETH9.json')
  const router = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const deploy = (code: Hex, args: Hex = '0x') => send(`${code}${args.slice(2)}` as Hex, { gas: 6_000_000n })
  const word = (address: Address) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}` as Hex
  const sends: (() => Promise<Hash>)[] = [
    () => deploy(factory.bytecode, word(UNISWAP_DEPLOYER)),
    () => deploy(weth9.bytecode),
    () => deploy(router.bytecode, `0x${word(UNISWAP_V2.factory).slice(2)}${word(UNISWAP_V2.weth9).slice(2)}`),
    ...TOKEN_NEEDS.map(
      ({ token }) =>
        () =>
          send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [UNISWAP_V2.router, maxUint256] }), {
            to: token,
          }),
    ),
    // Creating a pair deploys it: a few million gas.
    ...ETHER_POOLS.map(
      ({ token, amount, ether }) =>
        () =>
          send(
            encodeFunctionData({
              abi: ROUTER_LIQUIDITY_ABI,
              functionName: 'addLiquidityETH',
              args: [token, amount, amount, ether, UNISWAP_DEPLOYER, deadline],
            }),
            { to: UNISWAP_V2.router, value: ether, gas: 5_000_000n },
          ),
    ),
    ...TOKEN_POOLS.map(
      ({ tokenA, amountA, tokenB, amountB }) =>
        () =>
          send(
            encodeFunctionData({
              abi: ROUTER_LIQUIDITY_ABI,
              functionName: 'addLiquidity',
              args: [tokenA, tokenB, amountA, amountB, amountA, amountB, UNISWAP_DEPLOYER, deadline],
            }),
            { to: UNISWAP_V2.router, gas: 5_000_000n },
          ),
    ),
  ]
  const hashes: Hash[] = []
  for (const next of sends) hashes.push(await next())
  const last = hashes.at(-1)
  if (last) await waitMined(wallet, last)
  const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(wallet, { hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`uniswap: transaction ${failed.transactionHash} on chain ${chainId} reverted`)
  // From here on the node signs nothing for the deployer.
  await anvilCall('anvil_stopImpersonatingAccount', [UNISWAP_DEPLOYER])
  return { deployed: true }
}

/**
 * The server's swap settings for a world of these chains: this Uniswap V2 on each, offering the demo ERC-20s but
 * PTS (no decimals: AppKit's swap client and the widget leave such a token out; its pool still quotes by address).
 */
export function localSwapSettings(chainIds: readonly number[]): SwapSettingsInput {
  const provider = {
    kind: 'uniswap-v2' as const,
    router: UNISWAP_V2.router,
    weth: UNISWAP_V2.weth9,
    tokens: [DEMO_ASSETS.USDC, DEMO_ASSETS.DAI, DEMO_ASSETS.WETH],
  }
  return { providers: Object.fromEntries(chainIds.map((chainId) => [`eip155:${chainId}`, provider])) }
}
