/**
 * For the smart-account tests of the frame: anvil with the ERC-4337 contracts and Alto in front of it
 * (server/smart-accounts/testing), the server's smart-account API for a sponsored project, and the whole
 * secure frame on that server's origin. The auth API is the frame's fake (testing/fakes.ts); the chain API
 * of the deployment is anvil itself.
 */
import type { Hex } from 'viem'
import { SMART_ACCOUNT_ADDRESSES, LOCAL_PAYMASTER_SIGNER_KEY } from '../../../dev/world/smart-accounts.js'
import { freePort } from '../../../dev/world/free-port.js'
import { testDrivers, type TestDatabase } from '../../../server/testing/databases.js'
import { seedProject, startTestServer, type TestServer } from '../../../server/testing/harness.js'
import { DEFAULT_SPONSORSHIP_SECONDS } from '../../../server/smart-accounts/settings.js'
import {
  CHAIN_ID,
  type SmartAccountChain,
  startSmartAccountChain,
} from '../../../server/smart-accounts/testing/smart-account-world.js'
import { SECURE_FRAME_NAMESPACE, SECURE_FRAME_PROTOCOL_VERSION } from '../../../shared/protocol/secure-frame.js'
import type { FetchLike } from '../../auth-api.js'
import { createSecureFrame } from '../../frame.js'
import { createFakeAuthServer, createFakeView, GOOD_OTP, until } from '../../testing/fakes.js'

export { CHAIN_ID }
export const PROJECT = 'sa-frame'
export const PARENT_ORIGIN = 'http://localhost:4411'
export const SITE_ORIGIN = 'http://localhost:4410'
export const EMAIL = 'ada@example.com'

export interface SmartAccountBackend {
  chain: SmartAccountChain
  server: TestServer
  stop(): Promise<void>
}

/** The chain, its bundler and a server whose project {@link PROJECT} has sponsored smart accounts on it. */
export async function startSmartAccountBackend(): Promise<SmartAccountBackend> {
  const chain = await startSmartAccountChain(await freePort())
  let database: TestDatabase | undefined
  try {
    database = await testDrivers[0]!.create()
    const network = {
      bundlerUrl: chain.bundler.url,
      entryPoint: SMART_ACCOUNT_ADDRESSES.entryPoint,
      factory: SMART_ACCOUNT_ADDRESSES.factory,
      paymaster: SMART_ACCOUNT_ADDRESSES.paymaster,
    }
    const server = await startTestServer({
      database,
      config: {
        indexer: { enabled: false },
        smartAccounts: {
          networks: { [`eip155:${CHAIN_ID}`]: network },
          paymasterKey: LOCAL_PAYMASTER_SIGNER_KEY,
          projects: { [PROJECT]: { networks: [`eip155:${CHAIN_ID}`], maxGasPerOperation: 3_000_000 } },
          sponsorshipSeconds: DEFAULT_SPONSORSHIP_SECONDS,
        },
      },
    })
    server.clock.set(new Date())
    await seedProject(server, PROJECT)
    const db = database
    return {
      chain,
      server,
      async stop() {
        await server.stop()
        await db.destroy()
        await chain.stop()
      },
    }
  } catch (error) {
    await database?.destroy()
    await chain.stop()
    throw error
  }
}

type Posted = {
  type: string
  id?: string
  payload?: unknown
  user?: unknown
  error?: { message: string; code?: string | number }
}

export interface FrameOptions {
  /** The frame's clock for sponsorships (smart-account/user-operations.ts). */
  now?: () => number
  /** Sees each JSON-RPC body the frame sends to the chain API, the bundler or the paymaster. */
  onRpc?: (url: string, body: { method?: string; params?: unknown[] }) => void
}

/** A secure frame on the server's origin, signed in with the fake auth API, ready for requests. */
export async function startFrame({ chain, server }: SmartAccountBackend, options: FrameOptions = {}) {
  const auth = createFakeAuthServer()
  const view = createFakeView()
  const parent = { name: 'the widget window' }
  const posted: Posted[] = []
  const warnings: string[] = []
  let listener: ((message: { origin: string; source: unknown; data: unknown }) => void) | undefined
  // Same origin: the smart-account API is the real server's, the auth API the fake's.
  const fetch: FetchLike = (path, init) =>
    path.startsWith('/v1/') ? globalThis.fetch(`${server.url}${path}`, init) : auth.fetch(path, init)
  // The deployment's chain API stands for the node: here it is anvil itself.
  const rpcFetch: FetchLike = (url, init) => {
    if (options.onRpc && typeof init.body === 'string')
      for (const body of [JSON.parse(init.body)].flat()) options.onRpc(url, body)
    return globalThis.fetch(url.startsWith(`${server.url}/v1/?`) ? chain.node.rpcUrl : url, init)
  }
  const frame = createSecureFrame({
    config: {
      projectId: PROJECT,
      chainId: CHAIN_ID,
      locale: 'en',
      rpcUrl: `${server.url}/v1/?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT}`,
      version: 'test',
      enableLogger: false,
      parentOrigin: PARENT_ORIGIN,
      siteOrigin: SITE_ORIGIN,
    },
    parent,
    post: (message) => void posted.push(structuredClone(message) as Posted),
    listen: (next) => {
      listener = next
    },
    fetch,
    rpcFetch,
    view: view.view,
    ownOrigin: server.url,
    setTheme: () => {},
    reload: () => {},
    warn: (message) => void warnings.push(message),
    ...(options.now ? { now: options.now } : {}),
  })
  await frame.start()

  const send = (type: string, payload: unknown = {}) => {
    const id = crypto.randomUUID()
    listener?.({
      origin: PARENT_ORIGIN,
      source: parent,
      data: { ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, id, type, payload },
    })
    return id
  }
  const reply = async (id: string, timeoutMs = 30_000) => {
    await until(() => posted.some((message) => message.id === id), timeoutMs)
    return posted.find((message) => message.id === id)!
  }
  const call = async (type: string, payload: unknown = {}) => reply(send(type, payload))
  /** An RPC request's result, or a thrown error with its code. */
  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const answer = await call('rpcRequest', { method, params })
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return (answer.payload as { result: unknown }).result
  }
  /** Sends a request that needs approval, approves (or rejects) it once shown, and answers its reply. */
  const approved = async (method: string, params: unknown[], approve = true) => {
    const shownBefore = view.shown.length
    const id = send('rpcRequest', { method, params })
    await until(() => view.shown.length > shownBefore || posted.some((message) => message.id === id), 30_000)
    const shown = view.shown[shownBefore]
    shown?.decide(approve)
    const answer = await reply(id, 60_000)
    return { request: shown?.request, answer, result: (answer.payload as { result?: Hex } | undefined)?.result }
  }

  expect200(await call('connectEmail', { email: EMAIL }))
  expect200(await call('connectOtp', { email: EMAIL, otp: GOOD_OTP }))
  const eoa = auth.users.get(EMAIL)?.address as Hex
  return { frame, auth, view, posted, warnings, send, reply, call, rpc, approved, eoa }
}

function expect200(answer: Posted): void {
  if (answer.type !== 'success') throw new Error(`the frame answered ${JSON.stringify(answer.error)}`)
}
