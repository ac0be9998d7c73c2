/**
 * The sandbox onramp's treasury on the local chains: HD index 12 of anvil's public test mnemonic,
 * funded at world start with ether (`anvil_setBalance`) and demo tokens (minted by the demo deployer),
 * and the server settings that sell the native token and the demo ERC-20s from it.
 */
import { type Address, createTestClient, createWalletClient, erc20Abi, type Hex, parseAbi, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { readContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { anvil } from 'viem/chains'
import type { OnrampSettingsInput } from '../../server/onramp/settings.js'
import { DEMO_DEPLOYER, DEMO_ERC20S } from './demo-assets.js'
import { nodeTransport } from './node-transport.js'

/** Anvil's public development mnemonic: its keys are known to everyone and hold nothing anywhere real. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

const treasuryAccount = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 12 })
const treasuryKeyBytes = treasuryAccount.getHdKey().privateKey
if (!treasuryKeyBytes) throw new Error('onramp treasury: the HD key has no private key')

/** The treasury: address and key (the server gets the key as its `onramp.treasuryKey` secret). */
export const ONRAMP_TREASURY: { address: Address; privateKey: Hex } = {
  address: treasuryAccount.address,
  privateKey: toHex(treasuryKeyBytes),
}

/** Ether the treasury holds after funding: 10 000. */
export const TREASURY_ETHER = 10_000n * 10n ** 18n

/** What the treasury holds of each demo ERC-20 after funding, in base units: a million of each. */
export const TREASURY_TOKENS: Readonly<Record<string, bigint>> = Object.fromEntries(
  DEMO_ERC20S.map((token) => [token.address.toLowerCase(), 1_000_000n * 10n ** BigInt(token.decimals)]),
)

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Funds the treasury on the node at `rpcUrl` (after deployDemoAssets): its ether set, and each demo
 * token minted up to TREASURY_TOKENS. Idempotent on a kept chain. The mints leave the node to pick
 * the deployer's nonces, after those of the demo assets.
 */
export async function fundOnrampTreasury(rpcUrl: string, chainId: number): Promise<void> {
  const wallet = createWalletClient({
    account: { address: DEMO_DEPLOYER.address, type: 'json-rpc' },
    chain: { ...anvil, id: chainId },
    transport: nodeTransport(rpcUrl),
  })
  await createTestClient({ mode: 'anvil', transport: nodeTransport(rpcUrl) }).setBalance({
    address: ONRAMP_TREASURY.address,
    value: TREASURY_ETHER,
  })
  for (const token of DEMO_ERC20S) {
    const target = TREASURY_TOKENS[token.address.toLowerCase()] ?? 0n
    const held = await readContract(wallet, {
      abi: erc20Abi,
      address: token.address,
      functionName: 'balanceOf',
      args: [ONRAMP_TREASURY.address],
    })
    if (held >= target) continue
    const hash = await writeContract(wallet, {
      abi: mintAbi,
      address: token.address,
      functionName: 'mint',
      args: [ONRAMP_TREASURY.address, target - held],
    })
    const receipt = await waitForTransactionReceipt(wallet, { hash, pollingInterval: 20 })
    if (receipt.status !== 'success')
      throw new Error(`onramp treasury: minting ${token.symbol} on chain ${chainId} reverted`)
  }
}

/** The display name of a local chain in the checkout and the options. */
export const localChainName = (chainId: number): string => (chainId === 31337 ? 'Anvil Local' : `Anvil ${chainId}`)

/** The server's onramp settings for a world of these chains: the sandbox, selling ETH and the priced demo ERC-20s. */
export function demoOnrampSettings(chainIds: readonly number[]): OnrampSettingsInput {
  return {
    provider: 'sandbox',
    treasuryKey: ONRAMP_TREASURY.privateKey,
    assets: [
      { symbol: 'ETH', name: 'Ether', decimals: 18 },
      // PTS has no price, so it cannot be quoted: it is not sold.
      ...DEMO_ERC20S.filter((token) => token.symbol !== 'PTS').map((token) => ({
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        contract: token.address,
      })),
    ],
    networks: chainIds.map((chainId) => ({ caipNetworkId: `eip155:${chainId}`, displayName: localChainName(chainId) })),
  }
}
