import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js'

/** What the widget proposed to the (mocked) WalletConnect sign client. */
const proposals: unknown[] = []
/** What the widget asked the (mocked) sign client to send, and its event handlers. */
const sent: { expiry?: number; request: { method: string } }[] = []
const handlers = new Map<string, (event: { topic: string }) => void>()

vi.mock('@walletconnect/sign-client', () => ({
  default: {
    init: async () => ({
      core: {},
      on: (name: string, handler: (event: { topic: string }) => void) => void handlers.set(name, handler),
      request: (args: { expiry?: number; request: { method: string } }) => {
        sent.push(args)
        return new Promise(() => {})
      },
      connect: async (proposal: unknown) => {
        proposals.push(proposal)
        return { uri: 'wc:abc@2?relay-protocol=irn&symKey=1', approval: () => new Promise(() => {}) }
      },
    }),
  },
}))

beforeEach(() => {
  proposals.length = 0
  sent.length = 0
  handlers.clear()
})

const OPTIONS = {
  projectId: 'test',
  relayUrl: 'ws://127.0.0.1:4413',
  metadata: { name: 'site', description: '', icons: [] },
}

describe('requests to the wallet', () => {
  it('behavior: each carries an expiry of 300 s, is listed while it waits, and rejects with 4001 at the deadline', async () => {
    const { createWalletConnectClient } = await import('./walletconnect-client.js')
    const events: unknown[] = []
    const client = await createWalletConnectClient({ ...OPTIONS, requestDeadlineMs: 50 }, (event) => events.push(event))
    const outcome = client.request('topic-1', 'eip155:1', 'personal_sign', ['0x6869']).catch((error: unknown) => error)
    expect(sent).toEqual([
      expect.objectContaining({ expiry: 300, request: { method: 'personal_sign', params: ['0x6869'] } }),
    ])
    expect(events).toContainEqual({ type: 'requests', pending: [expect.objectContaining({ method: 'personal_sign' })] })
    expect(await outcome).toMatchObject({ code: 4001, message: 'Request was aborted' })
    expect(events.at(-1)).toEqual({ type: 'requests', pending: [] })
  })

  it('behavior: cancelling one stops waiting at once; a session the wallet ends rejects what still waits', async () => {
    const { createWalletConnectClient } = await import('./walletconnect-client.js')
    const events: { type: string; pending?: { id: number }[] }[] = []
    const client = await createWalletConnectClient(OPTIONS, (event) => events.push(event))
    const first = client.request('topic-1', 'eip155:1', 'personal_sign', []).catch((error: unknown) => error)
    const second = client.request('topic-1', 'eip155:1', 'eth_sendTransaction', []).catch((error: unknown) => error)
    const waiting = events.filter((event) => event.type === 'requests').at(-1)!.pending!
    client.cancelRequest(waiting[0]!.id)
    expect(await first).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    handlers.get('session_delete')!({ topic: 'topic-1' })
    expect(await second).toMatchObject({ code: 4001 })
    expect(events.at(-1)).toEqual({ type: 'deleted', topic: 'topic-1' })
  })
})

describe('the session the widget proposes', () => {
  it("behavior: asks for personal_sign, typed data v4, sending and chain switching on the site's chains, and never eth_sign", async () => {
    const { createWalletConnectClient } = await import('./walletconnect-client.js')
    const client = await createWalletConnectClient(
      {
        projectId: 'test',
        relayUrl: 'ws://127.0.0.1:4413',
        metadata: { name: 'site', description: '', icons: [] },
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
    namespaces: {
      eip155: {
        chains: ['eip155:1'],
        accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        methods: ['personal_sign'],
        events: [],
      },
    },
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
    expect(request).toHaveBeenCalledWith('topic-1', 'eip155:1', 'personal_sign', [
      '0x6869',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
  })
})
