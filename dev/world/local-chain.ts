/**
 * One local EVM chain of the world: an anvil node with every contract the features use, deployed in a fixed
 * order by each part's own deployer, so the addresses are the same on every start and on every chain.
 */
import { startAnvil } from './anvil.js'
import { deployDemoAssets } from './demo-assets.js'
import { deployEns, localEnsOptions } from './ens.js'
import { deployFarcasterRegistry } from './farcaster.js'
import { fundOnrampTreasury } from './onramp-treasury.js'
import { deploySmartAccounts } from './smart-accounts.js'
import { deployUniswapV2 } from './uniswap.js'

export interface LocalChainParameters {
  chainId: number
  port: number
  /** The site's origin: the demo NFTs' metadata lives there. */
  siteOrigin: string
  /** The server's origin: the gateway of the account names' offchain resolver. */
  secureFrameOrigin: string
}

export async function startLocalChain({ chainId, port, siteOrigin, secureFrameOrigin }: LocalChainParameters) {
  const node = await startAnvil({ port, chainId })
  try {
    // ERC-4337 first (smart-accounts.ts): the chain's bundler starts once the EntryPoint is there.
    await deploySmartAccounts(node.rpcUrl, chainId)
    // The demo tokens and NFTs (demo-assets.ts).
    await deployDemoAssets(node.rpcUrl, chainId, { metadataOrigin: siteOrigin })
    // Uniswap V2 with pools of the demo tokens, which the swap API quotes and routes through (uniswap.ts).
    await deployUniswapV2(node.rpcUrl, chainId)
    // ENS with the demo .eth names, and the account names' offchain resolver whose gateway is the server (ens.ts).
    await deployEns(node.rpcUrl, chainId, localEnsOptions(secureFrameOrigin))
    // The sandbox onramp's treasury: ether and demo tokens it pays purchases from (onramp-treasury.ts).
    await fundOnrampTreasury(node.rpcUrl, chainId)
    // Farcaster's ID registry at its canonical address, with the demo fids (farcaster.ts).
    await deployFarcasterRegistry(node.rpcUrl, chainId)
  } catch (err) {
    await node.stop()
    throw err
  }
  return { name: `anvil ${chainId}`, stop: node.stop, chain: { chainId, rpcUrl: node.rpcUrl } }
}
