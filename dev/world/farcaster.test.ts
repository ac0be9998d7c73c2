import { createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { twoLocalChains } from './testing/two-chains.js'
import { ANVIL_MNEMONIC } from './ens.js'
import {
  DEMO_FARCASTER_ACCOUNTS,
  deployFarcasterRegistry,
  FARCASTER_DEPLOYER,
  FARCASTER_ID_REGISTRY,
  fidOf,
  ID_REGISTRY_ABI,
} from './farcaster.js'

/** Inside the 494x range kept for the Farcaster suites. */
const PORTS = { a: 4944, b: 4945 }

const nodes = twoLocalChains(PORTS)

describe('deployFarcasterRegistry', () => {
  it('behavior: the canonical address answers idOf for the demo custody keys on both chains, deployed once', async () => {
    expect(FARCASTER_DEPLOYER).toBe(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 16 }).address)
    for (const node of nodes) {
      expect(await deployFarcasterRegistry(node.rpcUrl, node.chainId)).toEqual({ deployed: true })
      for (const account of DEMO_FARCASTER_ACCOUNTS)
        expect(await fidOf(node.rpcUrl, account.custody.address)).toBe(BigInt(account.fid))
      // Any other address holds no fid.
      expect(await fidOf(node.rpcUrl, FARCASTER_DEPLOYER)).toBe(0n)
      expect(await deployFarcasterRegistry(node.rpcUrl, node.chainId)).toEqual({ deployed: false })
    }
  }, 60_000)

  it('error: only the owner registers, and a custody key holds one fid', async () => {
    const node = nodes[0]!
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const [alice] = DEMO_FARCASTER_ACCOUNTS
    const stranger = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 }).address
    await expect(
      client.simulateContract({
        address: FARCASTER_ID_REGISTRY,
        abi: ID_REGISTRY_ABI,
        functionName: 'register',
        args: [stranger, 9999n],
        account: stranger,
      }),
    ).rejects.toThrow(/Unauthorized/)
    await expect(
      client.simulateContract({
        address: FARCASTER_ID_REGISTRY,
        abi: ID_REGISTRY_ABI,
        functionName: 'register',
        args: [alice!.custody.address, 9999n],
        account: FARCASTER_DEPLOYER,
      }),
    ).rejects.toThrow(/AlreadyRegistered/)
  }, 30_000)
})
