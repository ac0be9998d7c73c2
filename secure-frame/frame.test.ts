/**
 * The whole frame under Node: real dispatcher, handlers, keyring, crypto and viem signing, with
 * the auth API, the chain node, the parent window and the approval view faked (testing/fakes.ts).
 */
import {
  encodeFunctionData,
  hashTypedData,
  parseAbi,
  recoverMessageAddress,
  recoverTypedDataAddress,
  toHex,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
  type OperationName,
} from '../shared/protocol/secure-frame.js'
import { decryptPrivateKey, encryptPrivateKey } from './key-crypto.js'
import { describeApproval } from './approval-details.js'
import { deploymentRpcUrl } from './config.js'
import { createSecureFrame } from './frame.js'
import { GOOD_OTP, createFakeAuthServer, createFakeNode, createFakeView, settle, until } from './testing/fakes.js'

const PARENT_ORIGIN = 'http://localhost:4411'
const TOP_ORIGIN = 'http://localhost:4410'
const OWN_ORIGIN = 'http://localhost:4412'
const RPC_URL = deploymentRpcUrl(OWN_ORIGIN, 'demo', 31337)
const EMAIL = 'ada@example.com'

type Posted = {
  ns: string
  v: number
  type: string
  id?: string
  payload?: unknown
  error?: { message: string; code?: string | number }
  visible?: boolean
  version?: number
}

let logs: unknown[][]
beforeEach(() => {
  logs = []
  for (const level of ['log', 'info', 'debug', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args))
  }
})
afterEach(() => vi.restoreAllMocks())

async function setup(
  options: { before?: (server: ReturnType<typeof createFakeAuthServer>) => Promise<void> | void } = {},
) {
  const server = createFakeAuthServer()
  const node = createFakeNode()
  const view = createFakeView()
  const parent = { name: 'the widget window' }
  const posted: Posted[] = []
  const warnings: string[] = []
  let listener: ((message: { origin: string; source: unknown; data: unknown }) => void) | undefined
  const setTheme = vi.fn()
  const reload = vi.fn()
  await options.before?.(server)
  const frame = createSecureFrame({
    config: {
      projectId: 'demo',
      chainId: 31337,
      locale: 'en',
      rpcUrl: RPC_URL,
      version: 'test',
      enableLogger: true,
      parentOrigin: PARENT_ORIGIN,
      siteOrigin: TOP_ORIGIN,
    },
    parent,
    // structuredClone: what the browser would do, so anything uncloneable fails here too.
    post: (message) => void posted.push(structuredClone(message) as Posted),
    listen: (next) => {
      listener = next
    },
    fetch: server.fetch,
    rpcFetch: node.fetch,
    view: view.view,
    ownOrigin: OWN_ORIGIN,
    setTheme,
    reload: () => {
      reload(posted.length)
    },
    warn: (message) => void warnings.push(message),
  })
  await frame.start()

  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    if (!listener) throw new Error('the frame is not listening')
    listener({ origin: from.origin ?? PARENT_ORIGIN, source: 'source' in from ? from.source : parent, data })
  }
  const replies = (id: string) => posted.filter((message) => message.id === id)
  const send = (type: OperationName | string, payload: unknown = {}, from?: { origin?: string; source?: unknown }) => {
    const id = crypto.randomUUID()
    deliver({ ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, id, type, payload }, from)
    return id
  }
  const reply = async (id: string) => {
    await until(() => replies(id).length > 0)
    return replies(id)[0]!
  }
  /** Sends a request and waits for its reply. */
  const call = async (type: OperationName, payload: unknown = {}) => reply(send(type, payload))
  const signIn = async () => {
    expect((await call('connectEmail', { email: EMAIL })).payload).toEqual({ action: 'VERIFY_OTP' })
    const done = await call('connectOtp', { email: EMAIL, otp: GOOD_OTP })
    expect(done).toMatchObject({ type: 'success', payload: {} })
  }
  return {
    frame,
    server,
    node,
    view,
    parent,
    posted,
    warnings,
    setTheme,
    reload,
    deliver,
    send,
    reply,
    replies,
    call,
    signIn,
  }
}

/** The plaintext key the server's records hold, recovered as only a test (holding both halves) can. */
async function storedKey(server: ReturnType<typeof createFakeAuthServer>): Promise<Hex> {
  const user = server.users.get(EMAIL)!
  return decryptPrivateKey(user.encryptedKey!, { keySecret: user.keySecret, userId: user.id })
}

describe('start-up', () => {
  it('behavior: posts ready with the protocol version, once listening', async () => {
    const { posted } = await setup()
    expect(posted).toEqual([
      {
        ns: SECURE_FRAME_NAMESPACE,
        v: SECURE_FRAME_PROTOCOL_VERSION,
        type: 'ready',
        version: SECURE_FRAME_PROTOCOL_VERSION,
      },
    ])
  })

  it('behavior: the session cookie restores the user and the same wallet before ready', async () => {
    const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
    const { call, posted } = await setup({
      async before(server) {
        const keySecret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')
        const address = privateKeyToAccount(privateKey).address
        server.users.set(EMAIL, {
          id: 'user-9',
          email: EMAIL,
          address,
          keySecret,
          encryptedKey: await encryptPrivateKey(privateKey, { keySecret, userId: 'user-9' }),
        })
        server.state.session = EMAIL
        // The session was opened by a GitHub login: the restored user names it.
        server.state.login = { provider: 'github', userName: 'ada-gh' }
      },
    })
    expect(posted.at(-1)?.type).toBe('ready')
    const user = await call('getUser')
    expect(user.payload).toEqual({
      email: EMAIL,
      address: privateKeyToAccount(privateKey).address,
      chainId: 31337,
      accounts: [{ address: privateKeyToAccount(privateKey).address, type: 'eoa' }],
      userName: 'ada-gh',
      socialProvider: 'github',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      smartAccountEnabledNetworks: [],
    })
  })

  it('error: a session whose key does not decrypt leaves the user signed out, and the frame still starts', async () => {
    const { call, posted, warnings } = await setup({
      before(server) {
        server.users.set(EMAIL, {
          id: 'u',
          email: EMAIL,
          address: null,
          keySecret: Buffer.alloc(32, 1).toString('base64'),
          encryptedKey: Buffer.alloc(60, 2).toString('base64'),
        })
        server.state.session = EMAIL
      },
    })
    expect(posted.at(-1)?.type).toBe('ready')
    expect(warnings.join()).toContain('could not restore the session: The wallet key could not be decrypted')
    expect((await call('isConnected')).payload).toEqual({ isConnected: false })
  })
})

describe('who is listened to', () => {
  it('behavior: a request from another origin, or from another window of the right origin, is ignored', async () => {
    const { send, posted, warnings } = await setup()
    const before = posted.length
    send('isConnected', {}, { origin: 'http://evil.example' })
    send('isConnected', {}, { origin: 'null' })
    send('isConnected', {}, { source: { name: 'a sibling frame' } })
    send('isConnected', {}, { source: null })
    await settle(10)
    expect(posted.length).toBe(before)
    expect(warnings).toEqual([])
  })

  it('error: a malformed message from the parent is ignored with a warning', async () => {
    const { deliver, posted, warnings } = await setup()
    const before = posted.length
    deliver('hello')
    deliver(null)
    deliver({ ns: SECURE_FRAME_NAMESPACE, v: 1, id: 'not-a-uuid', type: 'isConnected', payload: {} })
    deliver({ ns: 'someone-else', v: 1, id: crypto.randomUUID(), type: 'isConnected', payload: {} })
    await settle(10)
    expect(posted.length).toBe(before)
    expect(warnings).toHaveLength(4)
    expect(warnings[0]).toContain('ignored a malformed message')
  })

  it('error: a request of ours with an unknown operation is answered with an error naming it', async () => {
    const { send, reply, warnings } = await setup()
    const answer = await reply(send('mintMoney', {}))
    expect(answer.type).toBe('error')
    expect(answer.error?.message).toMatch(/^Invalid request: type: /)
    expect(warnings).toHaveLength(1)
  })

  it('error: a bad payload with a valid id gets an error reply naming the field', async () => {
    const { send, reply } = await setup()
    const answer = await reply(send('connectOtp', { email: EMAIL, otp: '12' }))
    expect(answer).toMatchObject({
      ns: SECURE_FRAME_NAMESPACE,
      v: SECURE_FRAME_PROTOCOL_VERSION,
      type: 'error',
      error: { code: -32602 },
    })
    expect(answer.error?.message).toMatch(/^Invalid payload for connectOtp: otp: /)
    const other = await reply(send('switchNetwork', { chainId: 10, rpcUrl: 'javascript:alert(1)' }))
    expect(other.error?.message).toMatch(/^Invalid payload for switchNetwork: rpcUrl: /)
  })

  it('error: a request of another protocol version is refused with both versions named', async () => {
    const { deliver, reply } = await setup()
    const id = crypto.randomUUID()
    deliver({ ns: SECURE_FRAME_NAMESPACE, v: 2, id, type: 'isConnected', payload: {} })
    expect((await reply(id)).error).toEqual({
      message: 'The secure frame speaks protocol v1, the request v2',
      code: 'version_mismatch',
    })
  })
})

describe('email login', () => {
  it('behavior: start, code, key set-up: a new wallet is created here and only its wrapped key is stored', async () => {
    const { call, server, signIn } = await setup()
    await signIn()
    const user = server.users.get(EMAIL)!
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(privateKeyToAccount(await storedKey(server)).address).toBe(user.address)
    const put = server.calls.find((entry) => entry.path === '/auth/v1/wallet')!
    expect(put.body).toEqual({ address: user.address, encryptedKey: user.encryptedKey })
    expect(JSON.stringify(put.body)).not.toContain((await storedKey(server)).slice(2))
    expect(server.calls.every((entry) => entry.credentials === 'include')).toBe(true)
    expect(server.calls.find((entry) => entry.path === '/auth/v1/email/start')!.body).toEqual({
      projectId: 'demo',
      email: EMAIL,
    })
    expect((await call('isConnected')).payload).toEqual({ isConnected: true })
    expect((await call('getUser')).payload).toMatchObject({
      email: EMAIL,
      address: user.address,
      accounts: [{ address: user.address, type: 'eoa' }],
    })
  })

  it('behavior: signing in again on another visit unwraps the same wallet instead of making a new one', async () => {
    const first = await setup()
    await first.signIn()
    const address = first.server.users.get(EMAIL)!.address
    const second = await setup({
      before(server) {
        server.users.set(EMAIL, { ...first.server.users.get(EMAIL)! })
      },
    })
    await second.signIn()
    expect((await second.call('getUser')).payload).toMatchObject({ address })
    expect(second.server.calls.some((entry) => entry.path === '/auth/v1/wallet')).toBe(false)
  })

  it('error: the server texts of a wrong code and of the cooldown reach the widget unchanged', async () => {
    const { call, server } = await setup()
    expect((await call('connectOtp', { email: EMAIL, otp: '000000' })).error).toEqual({
      message: 'Invalid or expired code',
      code: 'invalid_input',
    })
    server.state.rateLimitedFor = 17
    expect((await call('connectEmail', { email: EMAIL })).error).toEqual({
      message: 'Please try again after 17 seconds',
      code: 'rate_limited',
    })
    expect((await call('connectEmail', { email: 'nope' })).error).toEqual({
      message: 'Invalid email address',
      code: 'invalid_input',
    })
  })

  it('behavior: a device wait long-polls until the mailed link is opened', async () => {
    const { call, send, reply, server } = await setup()
    server.state.devicePending = true
    expect((await call('connectEmail', { email: EMAIL })).payload).toEqual({ action: 'VERIFY_DEVICE' })
    const id = send('connectDevice', { email: EMAIL })
    await settle(20)
    server.state.devicePending = false
    expect((await reply(id)).payload).toEqual({ action: 'VERIFY_OTP' })
  })

  it('behavior: abortRpc also ends a pending device wait, and the long poll is cancelled', async () => {
    const { call, send, reply, server } = await setup()
    server.state.devicePending = true
    const id = send('connectDevice', { email: EMAIL })
    await settle(10)
    expect((await call('abortRpc', { requestId: id })).type).toBe('success')
    expect((await reply(id)).error).toEqual({ message: 'Request was aborted', code: 'aborted' })
  })

  it('behavior: the three-step email update changes the email getUser reports', async () => {
    const { call, signIn } = await setup()
    await signIn()
    expect((await call('updateEmail', { email: 'new@example.com' })).payload).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await call('updateEmailPrimaryOtp', { otp: GOOD_OTP })).payload).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect((await call('updateEmailSecondaryOtp', { otp: GOOD_OTP })).payload).toEqual({ newEmail: 'new@example.com' })
    expect((await call('getUser')).payload).toMatchObject({ email: 'new@example.com' })
  })

  it('behavior: sign out forgets the wallet and ends the server session', async () => {
    const { call, signIn, server } = await setup()
    await signIn()
    expect((await call('signOut')).type).toBe('success')
    expect(server.state.session).toBeNull()
    expect((await call('isConnected')).payload).toEqual({ isConnected: false })
    expect((await call('getUser')).error).toEqual({ message: 'Not connected to email or social', code: 4100 })
  })
})

describe('other operations', () => {
  it('behavior: switchNetwork moves the wallet; eth_chainId and getUser follow, and reads go to the chain API of the new chain', async () => {
    const { call, signIn, node, warnings } = await setup()
    await signIn()
    expect(
      (await call('switchNetwork', { chainId: 10, rpcUrl: deploymentRpcUrl(OWN_ORIGIN, 'demo', 10) })).payload,
    ).toEqual({ chainId: 10 })
    expect(warnings).toEqual([])
    expect((await call('getChainId')).payload).toEqual({ chainId: 10 })
    expect((await call('rpcRequest', { method: 'eth_chainId' })).payload).toEqual({ result: '0xa' })
    expect((await call('rpcRequest', { method: 'eth_blockNumber', params: [] })).payload).toEqual({ result: '0x10' })
    expect(node.requests.at(-1)).toMatchObject({
      url: deploymentRpcUrl(OWN_ORIGIN, 'demo', 10),
      method: 'eth_blockNumber',
    })
  })

  it('error: an rpcUrl the site chose (switchNetwork or a request) is ignored with a warning; calls still go to the deployment', async () => {
    const { call, signIn, node, warnings } = await setup()
    await signIn()
    expect((await call('switchNetwork', { chainId: 10, rpcUrl: 'https://evil-node.example/rpc' })).payload).toEqual({
      chainId: 10,
    })
    expect(warnings).toEqual([expect.stringContaining('ignored rpcUrl "https://evil-node.example/rpc"')])
    await call('rpcRequest', { method: 'eth_blockNumber', params: [] })
    await call('rpcRequest', {
      method: 'eth_blockNumber',
      params: [],
      chainId: 8453,
      rpcUrl: 'https://evil-node.example/base',
    })
    expect(warnings).toHaveLength(2)
    expect(node.requests.map((request) => request.url)).toEqual([
      deploymentRpcUrl(OWN_ORIGIN, 'demo', 10),
      deploymentRpcUrl(OWN_ORIGIN, 'demo', 8453),
    ])
  })

  it('behavior: syncTheme sets the theme; approvals name the verified site origin, never the name or URL syncDappData claims', async () => {
    const { call, setTheme, signIn, send, view, server } = await setup()
    expect((await call('syncTheme', { themeMode: 'dark' })).type).toBe('success')
    expect(setTheme).toHaveBeenCalledWith('dark')
    await call('syncDappData', {
      projectId: 'demo',
      sdkVersion: '0.1.0',
      metadata: { name: 'Your Bank', url: 'https://bank.example/' },
    })
    await signIn()
    const address = privateKeyToAccount(await storedKey(server)).address
    send('rpcRequest', { method: 'personal_sign', params: [toHex('hi'), address] })
    await until(() => view.shown.length === 1)
    expect(view.current()!.request.site).toEqual({ origin: TOP_ORIGIN })
  })

  it('behavior: reload answers first, then reloads', async () => {
    const { call, reload, posted } = await setup()
    const answer = await call('reload')
    expect(answer.type).toBe('success')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledWith(posted.indexOf(answer) + 1)
  })

  it('behavior: smart accounts are honestly unavailable; an EOA preference is fine', async () => {
    const { call, signIn, server } = await setup()
    expect((await call('getSmartAccountEnabledNetworks')).payload).toEqual({ smartAccountEnabledNetworks: [] })
    expect((await call('initSmartAccount')).error).toEqual({
      message: 'No network is smart-account-enabled',
      code: 4200,
    })
    expect((await call('setPreferredAccount', { type: 'smartAccount' })).error?.message).toBe(
      'No network is smart-account-enabled',
    )
    await signIn()
    expect((await call('setPreferredAccount', { type: 'eoa' })).payload).toEqual({
      type: 'eoa',
      address: server.users.get(EMAIL)!.address,
    })
  })

  it('behavior: without popups, social operations say they are not available yet', async () => {
    const { call } = await setup()
    for (const [type, payload] of [
      ['connectSocial', { uri: 'https://secure.example/cb' }],
      ['getSocialRedirectUri', { provider: 'google' }],
    ] as const) {
      expect((await call(type, payload)).error).toEqual({ message: 'Social login is not available yet', code: 4200 })
    }
  })

  it("error: Farcaster goes to this origin's Farcaster API; connecting before a URI was asked fails", async () => {
    const { call } = await setup()
    expect((await call('connectFarcaster', {})).error).toMatchObject({
      message: 'Failed to connect to farcaster',
      code: 'farcaster_not_started',
    })
    // This stand-in server has no Farcaster routes: the frame asked the path of the contract.
    expect((await call('getFarcasterUri', {})).error?.message).toContain('/auth/v1/social/farcaster/start')
  })
})

describe('rpcRequest', () => {
  async function signedIn() {
    const world = await setup()
    await world.signIn()
    const privateKey = await storedKey(world.server)
    return { ...world, privateKey, address: privateKeyToAccount(privateKey).address }
  }

  it('error: not signed in → 4100, for reads and signing alike', async () => {
    const { call } = await setup()
    for (const method of ['eth_accounts', 'eth_blockNumber', 'personal_sign', 'eth_sendTransaction']) {
      expect((await call('rpcRequest', { method, params: [] })).error).toEqual({
        message: 'Not connected to email or social',
        code: 4100,
      })
    }
  })

  it('error: an unknown method → 4200, signed in or not', async () => {
    const { call } = await setup()
    expect((await call('rpcRequest', { method: 'eth_sign', params: [] })).error).toEqual({
      message: 'The email wallet does not support eth_sign',
      code: 4200,
    })
    const world = await signedIn()
    for (const method of ['eth_sign', 'eth_signTransaction', 'debug_traceTransaction']) {
      expect((await world.call('rpcRequest', { method, params: [] })).error?.code).toBe(4200)
    }
  })

  it('behavior: eth_accounts and eth_chainId are answered here; other reads go to the node, its errors come back with their code', async () => {
    const { call, address, node } = await signedIn()
    expect((await call('rpcRequest', { method: 'eth_accounts' })).payload).toEqual({ result: [address] })
    expect((await call('rpcRequest', { method: 'eth_chainId' })).payload).toEqual({ result: '0x7a69' })
    expect(node.requests).toEqual([])
    expect((await call('rpcRequest', { method: 'eth_getBalance', params: [address, 'latest'] })).payload).toEqual({
      result: '0xde0b6b3a7640000',
    })
    expect(node.requests[0]).toEqual({ url: RPC_URL, method: 'eth_getBalance', params: [address, 'latest'] })
    expect((await call('rpcRequest', { method: 'eth_call', params: [{ to: address }, 'latest'] })).error).toEqual({
      message: 'execution reverted',
      code: 3,
    })
  })

  it('behavior: personal_sign shows the decoded message, and signs after Approve', async () => {
    const { send, reply, view, address, posted } = await signedIn()
    const message = 'Sign in to Demo shop\nNonce: 42'
    const id = send('rpcRequest', { method: 'personal_sign', params: [toHex(message), address] })
    await until(() => view.shown.length === 1)
    expect(view.current()!.request).toMatchObject({
      subject: { kind: 'message', text: message, isText: true },
      account: address,
      chain: { id: 31337, name: 'Anvil Local' },
    })
    // The widget is asked to show the frame before the UI is up.
    expect(posted.filter((message) => message.type === 'visibility')).toEqual([
      {
        ns: SECURE_FRAME_NAMESPACE,
        v: SECURE_FRAME_PROTOCOL_VERSION,
        type: 'visibility',
        visible: true,
        reason: 'approval',
      },
    ])
    view.current()!.decide(true)
    const answer = await reply(id)
    expect(answer.type).toBe('success')
    const signature = (answer.payload as { result: Hex }).result
    expect(await recoverMessageAddress({ message, signature })).toBe(address)
    expect(posted.filter((message) => message.type === 'visibility').map((message) => message.visible)).toEqual([
      true,
      false,
    ])
  })

  it('error: Reject answers 4001 and signs nothing', async () => {
    const { send, reply, view, address } = await signedIn()
    const id = send('rpcRequest', { method: 'personal_sign', params: [toHex('no'), address] })
    await until(() => view.shown.length === 1)
    view.current()!.decide(false)
    expect((await reply(id)).error).toEqual({ message: 'User rejected the request.', code: 4001 })
  })

  it('error: signing for an address that is not the account → 4100, without asking the user', async () => {
    const { call, view } = await signedIn()
    const other = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba').address
    expect((await call('rpcRequest', { method: 'personal_sign', params: [toHex('x'), other] })).error?.code).toBe(4100)
    expect(view.shown).toEqual([])
  })

  it('behavior: eth_signTypedData_v4 shows domain name and primary type, and signs the typed data', async () => {
    const { send, reply, view, address } = await signedIn()
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 31337 },
      message: { contents: 'Hello, Bob!' },
    }
    const id = send('rpcRequest', { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] })
    await until(() => view.shown.length === 1)
    expect(view.current()!.request.subject).toMatchObject({
      kind: 'typedData',
      domainName: 'Ether Mail',
      primaryType: 'Mail',
    })
    view.current()!.decide(true)
    const signature = ((await reply(id)).payload as { result: Hex }).result
    expect(await recoverTypedDataAddress({ ...typedData, signature } as never)).toBe(address)
    expect(hashTypedData(typedData as never)).toMatch(/^0x/)
  })

  it('behavior: eth_sendTransaction fills nonce, gas and EIP-1559 fees from the node, signs, sends and answers the hash', async () => {
    const { send, reply, view, address, node } = await signedIn()
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const id = send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0xde0b6b3a7640000' }],
    })
    await until(() => view.shown.length === 1)
    // Priced before it is shown: 21 000 gas × (1 gwei base fee × 1.2 + 1 gwei tip).
    expect(view.current()!.request.subject).toEqual({
      kind: 'transaction',
      to,
      value: 10n ** 18n,
      data: null,
      call: null,
      tokens: new Map(),
      fee: { gas: 21_000n, maxPricePerGas: 2_200_000_000n, maxFee: 21_000n * 2_200_000_000n },
    })
    expect(node.sent).toEqual([]) // nothing leaves before Approve
    view.current()!.decide(true)
    const answer = await reply(id)
    expect(answer.type).toBe('success')
    const [sent] = node.sent
    expect(sent!.from).toBe(address)
    expect((answer.payload as { result: Hex }).result).toMatch(/^0x[0-9a-f]{64}$/)
    expect(sent!.parsed).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      nonce: 7,
      gas: 21_000n,
      to: to.toLowerCase(),
      value: 10n ** 18n,
      maxPriorityFeePerGas: 1_000_000_000n,
      maxFeePerGas: 2_200_000_000n,
    })
  })

  it("behavior: an ERC-20 transfer is shown decoded, with the token's symbol and decimals read from the chain", async () => {
    const { send, view, address, node } = await signedIn()
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    node.state.tokens.set(token.toLowerCase(), { symbol: 'TKN', decimals: 6 })
    node.state.gasEstimate = 50_000n
    const data = encodeFunctionData({
      abi: parseAbi(['function transfer(address,uint256)']),
      functionName: 'transfer',
      args: [to, 2_500_000n],
    })
    send('rpcRequest', { method: 'eth_sendTransaction', params: [{ from: address, to: token, data }] })
    await until(() => view.shown.length === 1)
    expect(view.current()!.request.subject).toMatchObject({
      kind: 'transaction',
      to: token,
      data,
      call: { kind: 'transfer', to, amount: 2_500_000n },
      fee: { gas: 50_000n },
      tokens: new Map([[token.toLowerCase(), { symbol: 'TKN', decimals: 6 }]]),
    })
    expect(describeApproval(view.current()!.request).summary).toBe('Send 2.5 TKN to 0x70…dc79C8')
  })

  it('error: a site fee over 3× the estimate is refused before the user is asked', async () => {
    const { call, view, address, node } = await signedIn()
    const answer = await call('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, maxFeePerGas: `0x${(100n * 10n ** 9n).toString(16)}` }],
    })
    expect(answer.error).toEqual({
      code: -32602,
      message:
        "maxFeePerGas 100000000000 wei is more than 3 times this wallet's estimate of 2200000000 wei; the transaction was not shown",
    })
    expect(view.shown).toEqual([])
    expect(node.sent).toEqual([])
  })

  it('error: with 10 approvals waiting, the next signing request is refused at once', async () => {
    const { send, reply, view, address } = await signedIn()
    for (let index = 0; index < 10; index++)
      send('rpcRequest', { method: 'personal_sign', params: [toHex(`m${index}`), address] })
    await until(() => view.shown.length === 1)
    const extra = await reply(send('rpcRequest', { method: 'personal_sign', params: [toHex('m10'), address] }))
    expect(extra.error).toMatchObject({
      code: -32005,
      message: expect.stringContaining('10 requests are already waiting'),
    })
  })

  it('behavior: abortRpc makes the pending signing request answer "Request was aborted" and takes the approval down', async () => {
    const { send, call, reply, replies, view, address, posted } = await signedIn()
    const id = send('rpcRequest', { method: 'personal_sign', params: [toHex('abort me'), address] })
    await until(() => view.shown.length === 1)
    const abort = await call('abortRpc', { requestId: id })
    expect(abort.type).toBe('success')
    expect((await reply(id)).error).toEqual({ message: 'Request was aborted', code: 'aborted' })
    expect(view.hiddenCount()).toBe(1)
    expect(posted.filter((message) => message.type === 'visibility').map((message) => message.visible)).toEqual([
      true,
      false,
    ])
    // A click that comes too late changes nothing: still exactly one reply.
    view.current()!.decide(true)
    await settle(10)
    expect(replies(id)).toHaveLength(1)
  })

  it('behavior: an abort after the transaction went to the node is ignored; the reply is the real hash', async () => {
    const { send, call, reply, view, address, node } = await signedIn()
    node.state.sendDelayMs = 50
    const id = send('rpcRequest', { method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] })
    await until(() => view.shown.length === 1)
    view.current()!.decide(true)
    await until(() => node.requests.some((request) => request.method === 'eth_sendRawTransaction'))
    expect((await call('abortRpc', { requestId: id })).type).toBe('success')
    const answer = await reply(id)
    expect(answer.type).toBe('success')
    expect(node.sent).toHaveLength(1)
  })

  it('behavior: an abort while the transaction is being filled stops it before anything is sent', async () => {
    const { send, call, reply, view, address, node } = await signedIn()
    const id = send('rpcRequest', { method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] })
    await until(() => view.shown.length === 1)
    view.current()!.decide(true)
    await call('abortRpc', { requestId: id })
    expect((await reply(id)).error?.message).toBe('Request was aborted')
    await settle(20)
    expect(node.sent).toEqual([])
  })

  it('behavior: approvals queue one at a time; aborting a waiting one skips it', async () => {
    const { send, call, reply, view, address, posted } = await signedIn()
    const first = send('rpcRequest', { method: 'personal_sign', params: [toHex('one'), address] })
    const second = send('rpcRequest', { method: 'personal_sign', params: [toHex('two'), address] })
    const third = send('rpcRequest', { method: 'personal_sign', params: [toHex('three'), address] })
    await until(() => view.shown.length === 1)
    await settle(10)
    expect(view.shown).toHaveLength(1)
    await call('abortRpc', { requestId: second })
    expect((await reply(second)).error?.message).toBe('Request was aborted')
    view.current()!.decide(true)
    expect((await reply(first)).type).toBe('success')
    await until(() => view.shown.length === 2)
    expect(view.current()!.request.subject).toMatchObject({ text: 'three' })
    view.current()!.decide(false)
    expect((await reply(third)).error?.code).toBe(4001)
    // Shown once for the whole burst, hidden once at its end.
    expect(posted.filter((message) => message.type === 'visibility').map((message) => message.visible)).toEqual([
      true,
      false,
    ])
  })

  it('behavior: signing out while an approval is open rejects it with 4100', async () => {
    const { send, call, reply, view, address } = await signedIn()
    const id = send('rpcRequest', { method: 'personal_sign', params: [toHex('late'), address] })
    await until(() => view.shown.length === 1)
    await call('signOut')
    expect((await reply(id)).error).toEqual({ message: 'Not connected to email or social', code: 4100 })
  })
})

describe('the private key', () => {
  it('behavior: never appears in any posted message or log, across every kind of reply', async () => {
    const world = await setup()
    const { call, send, reply, view, posted, signIn, server, warnings } = world
    await call('connectOtp', { email: EMAIL, otp: '999999' })
    await signIn()
    const privateKey = await storedKey(server)
    const address = privateKeyToAccount(privateKey).address
    await call('getUser')
    await call('rpcRequest', { method: 'eth_accounts' })
    await call('rpcRequest', { method: 'eth_call', params: [{ to: address }, 'latest'] })
    await call('rpcRequest', { method: 'eth_sign', params: [address, '0x00'] })
    for (const [method, params] of [
      ['personal_sign', [toHex('secret?'), address]],
      ['eth_sendTransaction', [{ to: address, value: '0x1' }]],
    ] as const) {
      const id = send('rpcRequest', { method, params })
      await until(
        () =>
          view.shown.length > 0 &&
          view.current()!.request.subject.kind === (method === 'personal_sign' ? 'message' : 'transaction'),
      )
      view.current()!.decide(true)
      expect((await reply(id)).type).toBe('success')
    }
    await call('rpcRequest', {
      method: 'personal_sign',
      params: [toHex('x'), '0x0000000000000000000000000000000000000001'],
    })
    await call('signOut')

    const keyHex = privateKey.slice(2).toLowerCase()
    const everything = JSON.stringify({ posted, warnings, logs, calls: server.calls }, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    ).toLowerCase()
    expect(posted.length).toBeGreaterThan(10)
    expect(everything).not.toContain(keyHex)
    expect(everything).not.toContain(Buffer.from(keyHex, 'hex').toString('base64').toLowerCase())
  })
})

describe('one reply per request', () => {
  it('behavior: a mixed burst of requests gets exactly one reply each', async () => {
    const { send, replies, view, address, call } = await (async () => {
      const world = await setup()
      await world.signIn()
      return { ...world, address: (await world.call('getUser')).payload as { address: string } }
    })()
    const ids = [
      send('isConnected'),
      send('getChainId'),
      send('connectOtp', { email: EMAIL, otp: 'bad' }),
      send('connectOtp', { email: EMAIL, otp: '000000' }),
      send('rpcRequest', { method: 'nope' }),
      send('rpcRequest', { method: 'eth_blockNumber', params: [] }),
      send('syncTheme', { themeMode: 'light' }),
      send('initSmartAccount'),
    ]
    const signing = send('rpcRequest', { method: 'personal_sign', params: [toHex('m'), address.address] })
    ids.push(signing)
    await until(() => view.shown.length === 1)
    view.current()!.decide(true)
    await until(() => replies(signing).length > 0)
    const abortId = send('abortRpc', { requestId: signing }) // too late: already answered
    ids.push(abortId)
    await until(() => ids.every((id) => replies(id).length > 0))
    await call('isConnected') // a barrier: anything late would have arrived by now
    await settle(20)
    for (const id of ids) expect(replies(id)).toHaveLength(1)
    expect(replies(signing)[0]!.type).toBe('success')
  })

  it('error: a second request with the id of a pending one is ignored with a warning, the first still answers once', async () => {
    const world = await setup()
    await world.signIn()
    const { address } = (await world.call('getUser')).payload as { address: string }
    const id = crypto.randomUUID()
    const request = {
      ns: SECURE_FRAME_NAMESPACE,
      v: SECURE_FRAME_PROTOCOL_VERSION,
      id,
      type: 'rpcRequest',
      payload: { method: 'personal_sign', params: [toHex('a'), address] },
    }
    world.deliver(request)
    await until(() => world.view.shown.length === 1)
    world.deliver({ ...request, type: 'isConnected', payload: {} })
    await settle(10)
    expect(world.replies(id)).toHaveLength(0)
    expect(world.warnings.at(-1)).toContain('pending id')
    world.view.current()!.decide(false)
    await until(() => world.replies(id).length === 1)
    await settle(10)
    expect(world.replies(id)).toHaveLength(1)
  })
})
