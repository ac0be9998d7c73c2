/**
 * The UTXO node's part in the world: the settings named before the start reach the started node (its credentials
 * included), the demo wallet is funded exactly, and stopping removes the node's data folder.
 */
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { createNodeRpc } from '../../../server/chain-data/bitcoin/node-rpc.js'
import { BITCOIN_LOCAL_NETWORK_ID } from '../../../shared/bitcoin-networks.js'
import { BITCOIN_DEV_WALLETS } from './accounts.js'
import { planBitcoinNode } from './world-part.js'

const dataDirs = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('world-litecoind-'))

describe('the bitcoin world part', () => {
  it('behavior: the planned settings reach the started node, which holds the demo funding; stop cleans up', async () => {
    const before = await dataDirs()
    const part = await planBitcoinNode({ defaultPorts: false })
    const [network] = part.settings.networks
    expect(network?.caipNetworkId).toBe(BITCOIN_LOCAL_NETWORK_ID)
    const started = await part.start()
    try {
      const rpc = createNodeRpc({ url: network!.rpcUrl, timeoutMs: 5_000 })
      const demo = BITCOIN_DEV_WALLETS[0]!.payment
      const scan = await rpc.call<{ total_amount: number }>('scantxoutset', ['start', [`addr(${demo.address})`]])
      expect(scan.total_amount).toBe(2.5)
      // The URL without credentials is refused: the password is what keeps other local processes out.
      const anonymous = createNodeRpc({ url: started.url, timeoutMs: 5_000 })
      await expect(anonymous.call('getblockcount')).rejects.toThrow(/refused the credentials/)
    } finally {
      await started.stop()
    }
    expect((await dataDirs()).filter((name) => !before.includes(name))).toEqual([])
  }, 60_000)
})
