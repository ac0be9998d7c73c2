import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js'

/** What the widget proposed to the (mocked) WalletConnect sign client. */
const proposals: unknown[] = []

vi.mock('@walletconnect/sign-client', () => ({
  default: {
    init: async () => ({
      core: {},
      on: () => {},
      connect: async (proposal: unknown) => {
        proposals.push(proposal)
        return { uri: 'wc:abc@2?relay-protocol=irn&symKey=1', approval: () => new Promise(() => {}) }
      },
    }),
  },
}))

beforeEach(() => {
  proposals.length = 0
})

describe('the session the widget proposes', () => {
  it("behavior: asks for personal_sign, typed data v4, sending and chain switching on the site's chains, and never eth_sign", async () => {
    const { createWalletConnectClient } = await import('./walletconnect-client.js')
    const client = await createWalletConnectClient(
      {
        projectId: 'test',
        relayUrl: 'ws://127.0.0.1:4413',
        metadata: { name: 'site', description: '', url: 'https://site.example', icons: [] },
      },
      () => {},
    )
    await client.connect(['eip155:1', 'eip155:8453'])
    expect(proposals).toHaveLength(1)
    const { optionalNamespaces, requiredNamespaces } = proposals[0] as {
      optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }>
      requiredNamespaces?: unknown
    }
    expect(requiredNamespaces).toBeUndefined()
    expect(Object.keys(optionalNamespaces)).toEqual(['eip155'])
    const eip155 = optionalNamespaces.eip155!
    expect(eip155.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(eip155.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    )
    expect(eip155.methods).not.toContain('eth_sign')
    expect(eip155.events).toEqual(['accountsChanged', 'chainChanged'])
  })
})

describe('the WalletConnect connector', () => {
  const session: WalletConnectSession = {
    topic: 'topic-1',
    accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    walletName: 'Phone Wallet',
  }

  it('security: eth_sign is refused with 4200 even when the wallet approved it, and never reaches the wallet', async () => {
    const { createWalletConnectConnector } = await import('./walletconnect.js')
    const request = vi.fn(async () => '0xsigned')
    const connector = createWalletConnectConnector({ request } as unknown as WalletConnectClient, session, () => 1)
    await expect(
      connector.request('eth_sign', [session.accounts[0]!.split(':')[2], `0x${'11'.repeat(32)}`]),
    ).rejects.toMatchObject({ code: 4200 })
    expect(request).not.toHaveBeenCalled()
    expect(await connector.request('personal_sign', ['0x6869', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])).toBe(
      '0xsigned',
    )
    expect(request).toHaveBeenCalledWith('topic-1', 1, 'personal_sign', [
      '0x6869',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
  })
})
