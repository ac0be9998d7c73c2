import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../../../shared/errors.js'
import { knownNetwork } from '../../../shared/networks.js'
import type { Connector } from '../../connectors/connector.js'
import { createEip155Adapter } from './adapter.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETHEREUM = knownNetwork('eip155:1')!

/** A wallet answering by method; records every request. */
function wallet(answers: Record<string, (params: unknown) => unknown>) {
  const requests: [string, unknown][] = []
  const connector: Connector = {
    id: 'io.example',
    type: 'ANNOUNCED',
    name: 'Example Wallet',
    chainNamespace: 'eip155',
    async request(method, params) {
      requests.push([method, params])
      const answer = answers[method]
      if (!answer) throw new ProviderRpcError(4200, `${method} is not supported`)
      return answer(params)
    },
  }
  return { connector, requests }
}

describe('eip155 adapter', () => {
  const adapter = createEip155Adapter({
    readBalance: async (rpcUrl, address) => BigInt(rpcUrl.length + address.length),
  })

  it('behavior: accounts come from eth_requestAccounts (connect) or eth_accounts (silent), non-addresses dropped', async () => {
    const { connector, requests } = wallet({
      eth_requestAccounts: () => [ADDRESS, 'not an address'],
      eth_accounts: () => [],
    })
    expect(await adapter.requestAccounts(connector)).toEqual([ADDRESS])
    expect(await adapter.accounts(connector)).toEqual([])
    expect(requests.map(([method]) => method)).toEqual(['eth_requestAccounts', 'eth_accounts'])
  })

  it('behavior: the chain id is read from eth_chainId and reported to the site in hex', async () => {
    const { connector } = wallet({ eth_chainId: () => '0x2105' })
    expect(await adapter.chainId(connector)).toBe(8453)
    expect(adapter.encodeChainId(8453)).toBe('0x2105')
  })

  it('error: a wallet that names no chain id fails the connection (-32603)', async () => {
    const { connector } = wallet({ eth_chainId: () => 'mainnet' })
    await expect(adapter.chainId(connector)).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet returned no chain id',
    })
  })

  it('behavior: forgetting asks the wallet to revoke the eth_accounts permission', async () => {
    const { connector, requests } = wallet({ wallet_revokePermissions: () => null })
    await adapter.forget(connector)
    expect(requests).toEqual([['wallet_revokePermissions', [{ eth_accounts: {} }]]])
  })

  it('behavior: switching asks wallet_switchEthereumChain with the hex chain id', async () => {
    const { connector, requests } = wallet({ wallet_switchEthereumChain: () => null })
    await adapter.switchNetwork(connector, ETHEREUM)
    expect(requests).toEqual([['wallet_switchEthereumChain', [{ chainId: '0x1' }]]])
  })

  it("behavior: balances are read from the network's first RPC URL", async () => {
    const value = await adapter.readBalance(ETHEREUM, ADDRESS)
    expect(value).toBe(BigInt(ETHEREUM.rpcUrls[0]!.length + ADDRESS.length))
  })

  it('behavior: discovery keeps only EVM announcements (EIP-6963 and legacy)', () => {
    const loader = { walletRequest: async () => ({ ok: true as const, result: null }) }
    const found = adapter.discover(
      [
        { id: 'uuid-1', name: 'MetaMask', rdns: 'io.metamask', source: 'eip6963' },
        { id: 'x', name: 'Not EVM', source: 'wallet-standard' as never },
      ],
      loader,
    )
    expect(found.map(({ connector }) => connector.id)).toEqual(['io.metamask'])
  })
})
