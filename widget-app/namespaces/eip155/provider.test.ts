import { describe, expect, it } from 'vitest'
import { knownNetwork, type Network } from '../../../shared/networks.js'
import type { Connector } from '../../connectors/connector.js'
import type { ChainId, ProviderContext } from '../adapter.js'
import { answerEip155Request } from './provider.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NETWORKS = [knownNetwork('eip155:31337')!, knownNetwork('eip155:1')!]

/** A connected wallet (or none) behind a context that records what the provider asked of it. */
function context(options: { connected?: boolean; connectsInNamespace?: boolean; type?: Connector['type'] } = {}) {
  const asked: string[] = []
  const connector: Connector = {
    id: 'io.example',
    type: options.type ?? 'ANNOUNCED',
    name: 'Example Wallet',
    chainNamespace: 'eip155',
    request: async (method) => {
      asked.push(`wallet ${method}`)
      return `answer of ${method}`
    },
  }
  let connected = options.connected !== false
  const ctx: ProviderContext = {
    connection: () => (connected ? { connector, address: ADDRESS, chainId: 31337 } : undefined),
    networks: () => NETWORKS,
    requireAllowedOrigin: async () => void asked.push('origin check'),
    switchTo: async (_connector, network: Network) => void asked.push(`switch to ${network.caipNetworkId}`),
    chainChanged: (_connector, chainId: ChainId) => void asked.push(`now on ${chainId}`),
    waitForConnection: async () => {
      asked.push('modal opened')
      connected = options.connectsInNamespace !== false
      return ADDRESS
    },
  }
  return { ctx, asked }
}

describe('the eip155 provider', () => {
  it('behavior: while connected, accounts and chain come from the connection, in EIP-1193 form', async () => {
    const { ctx, asked } = context()
    expect(await answerEip155Request({ method: 'eth_accounts' }, ctx)).toEqual([ADDRESS])
    expect(await answerEip155Request({ method: 'eth_chainId' }, ctx)).toBe('0x7a69')
    expect(await answerEip155Request({ method: 'net_version' }, ctx)).toBe('31337')
    expect(asked).toEqual([])
  })

  it('behavior: signing waits for the origin check, then goes to the wallet', async () => {
    const { ctx, asked } = context()
    expect(await answerEip155Request({ method: 'personal_sign', params: ['0x68', ADDRESS] }, ctx)).toBe(
      'answer of personal_sign',
    )
    expect(asked).toEqual(['origin check', 'wallet personal_sign'])
  })

  it("behavior: switching to one of the site's networks goes through the widget and moves the connection", async () => {
    const { ctx, asked } = context()
    const params = [{ chainId: '0x1' }]
    expect(await answerEip155Request({ method: 'wallet_switchEthereumChain', params }, ctx)).toBeNull()
    expect(asked).toEqual(['origin check', 'switch to eip155:1', 'now on 1'])
  })

  it('behavior: a browser wallet is asked directly for a chain the site did not list', async () => {
    const { ctx, asked } = context()
    await answerEip155Request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }, ctx)
    expect(asked).toEqual(['origin check', 'wallet wallet_switchEthereumChain', 'now on 137'])
  })

  it('error: the email wallet refuses a chain the site did not list (4902)', async () => {
    const { ctx } = context({ type: 'AUTH' })
    const request = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }
    await expect(answerEip155Request(request, ctx)).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID 0x89',
    })
  })

  it('error: a switch without a chain id is refused (-32602)', async () => {
    const { ctx } = context()
    await expect(
      answerEip155Request({ method: 'wallet_switchEthereumChain', params: [{}] }, ctx),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('behavior: with no wallet, eth_requestAccounts opens the modal and answers with the address', async () => {
    const { ctx, asked } = context({ connected: false })
    expect(await answerEip155Request({ method: 'eth_requestAccounts' }, ctx)).toEqual([ADDRESS])
    expect(asked).toEqual(['modal opened'])
  })

  it('error: eth_requestAccounts answers 4900 when the wallet the user connects is of another namespace', async () => {
    const { ctx } = context({ connected: false, connectsInNamespace: false })
    await expect(answerEip155Request({ method: 'eth_requestAccounts' }, ctx)).rejects.toMatchObject({ code: 4900 })
  })

  it.each([
    ['eth_sendTransaction', 4100],
    ['wallet_switchEthereumChain', 4100],
    ['eth_blockNumber', 4900],
  ])('error: with no wallet, %s answers %i', async (method, code) => {
    const { ctx, asked } = context({ connected: false })
    await expect(answerEip155Request({ method }, ctx)).rejects.toMatchObject({ code })
    expect(asked).toEqual([])
  })
})
