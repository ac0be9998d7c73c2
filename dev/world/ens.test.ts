import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { twoLocalChains } from './testing/two-chains.js'
import { DEMO_ENS_NAMES, deployEns, ENS_ADDRESSES, ENS_DEPLOYER, ensChain, localEnsOptions } from './ens.js'

/** Inside the 486x range kept for the name suites. */
const PORTS = { a: 4865, b: 4866 }
/** No gateway listens here: offchain names answer nothing, which these tests do not need. */
const SERVER = 'http://127.0.0.1:4867'

const nodes = twoLocalChains(PORTS)

describe('deployEns', () => {
  it('behavior: deploys at the ENS_ADDRESSES on both chains, quickly, and only once', async () => {
    expect(ENS_DEPLOYER).toBe('0xBcd4042DE499D14e55001CcbB24a551F3b954096')
    for (const node of nodes) {
      const started = performance.now()
      expect(await deployEns(node.rpcUrl, node.chainId, localEnsOptions(SERVER))).toEqual({ deployed: true })
      const ms = performance.now() - started
      // 0.1–0.3 s on the 2-core machine; the bound only catches a deployment that lost its batching.
      expect(ms).toBeLessThan(5_000)
      const client = createPublicClient({ transport: http(node.rpcUrl) })
      for (const [name, address] of Object.entries(ENS_ADDRESSES))
        expect((await client.getCode({ address }))?.length ?? 0, `${name} on ${node.chainId}`).toBeGreaterThan(2)
      expect(await deployEns(node.rpcUrl, node.chainId, localEnsOptions(SERVER))).toEqual({ deployed: false })
    }
  }, 60_000)

  it('behavior: the demo names resolve on each chain through its universal resolver', async () => {
    for (const node of nodes) {
      const client = createPublicClient({ chain: ensChain(node.chainId, node.rpcUrl), transport: http() })
      for (const { name, address } of DEMO_ENS_NAMES) {
        expect(await client.getEnsAddress({ name })).toBe(address)
        expect(await client.getEnsName({ address })).toBe(name)
      }
      // The account names' parent answers through a gateway that is down here: no address, no error.
      expect(await client.getEnsAddress({ name: 'alice.wallet.test' })).toBeNull()
    }
  })
})
