/**
 * Sign-in with a Solana account against a real server on both databases: a CAIP-122 Solana message
 * signed with the account's Ed25519 key becomes a session for `solana:<ref>:<address>`; a signature
 * by another key, an edited message, another site's domain, a network the deployment does not serve
 * and a used nonce are refused with their codes.
 */
import {
  createKeyPairSignerFromPrivateKeyBytes,
  generateKeyPairSigner,
  type KeyPairSigner,
  signBytes,
} from '@solana/kit'
import * as z from 'zod/mini'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SessionAnswer, SignInAnswer } from '../../shared/contracts/sessions.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { createSolanaSignInMessage, type SolanaSignInFields } from '../../shared/solana/sign-in-message.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { type ApiClient, seedProject, startTestServer, type TestServer, widgetClient } from '../testing/harness.js'

const PROJECT = 'solana-sign-in-test'
const SITE = 'https://shop.example'
const OTHER_SITE = 'http://localhost:4400'
const REFERENCE = SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length)

let alice: KeyPairSigner
let mallory: KeyPairSigner

beforeAll(async () => {
  alice = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7))
  mallory = await generateKeyPairSigner()
})

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

function message(nonce: string, now: Date, fields: Partial<SolanaSignInFields> = {}): string {
  return createSolanaSignInMessage({
    domain: new URL(SITE).host,
    address: alice.address,
    statement: 'Sign in to the shop.',
    uri: `${SITE}/login`,
    version: '1',
    chainId: REFERENCE,
    nonce,
    issuedAt: now,
    ...fields,
  })
}

async function signed(signer: KeyPairSigner, text: string) {
  return { message: text, signature: hex(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(text))) }
}

describe.each(testDrivers)('sign-in with a Solana account ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient

  beforeAll(async () => {
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        indexer: { enabled: false },
        // The balance API's node is not asked by a sign-in: a Solana account is its key.
        solana: { networks: [{ caipNetworkId: SOLANA_LOCAL_NETWORK_ID, rpcUrl: 'http://127.0.0.1:9', tokens: [] }] },
      },
    })
    widget = widgetClient(t)
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    t.clock.set(new Date())
    await t.server.db.query('delete from rate_limits')
    await seedProject(t, PROJECT, { allowedOrigins: [SITE, OTHER_SITE] })
  })

  const nonceFor = async (origin = SITE): Promise<string> => {
    const res = await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.nonce
  }
  const expectRefusal = (res: { status: number; body: any }, status: number, code: string, text: RegExp) => {
    expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status, code })
    expect(res.body.error).toMatch(text)
  }

  it('behavior: an Ed25519-signed CAIP-122 message becomes a session of the Solana account, read back with its fields', async () => {
    const nonce = await nonceFor()
    const res = await widget.post('/v1/sessions', await signed(alice, message(nonce, t.clock())))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const session = z.parse(SignInAnswer, res.body)
    expect(session.account).toBe(`${SOLANA_LOCAL_NETWORK_ID}:${alice.address}`)
    expect(session.origin).toBe(SITE)
    expect(session.data).toMatchObject({
      accountAddress: alice.address,
      chainId: SOLANA_LOCAL_NETWORK_ID,
      domain: 'shop.example',
      uri: `${SITE}/login`,
      version: '1',
      nonce,
      statement: 'Sign in to the shop.',
    })
    const read = z.parse(SessionAnswer, (await widget.get(`/v1/sessions/${session.id}`)).body)
    expect(read.data).toEqual(session.data)
    expect(read.account).toBe(session.account)
  })

  it("error: another key's signature, or the message edited after signing, is SIGNATURE_INVALID", async () => {
    const byMallory = await signed(mallory, message(await nonceFor(), t.clock()))
    expectRefusal(await widget.post('/v1/sessions', byMallory), 401, 'SIGNATURE_INVALID', /Ed25519 signature/)
    const original = await signed(alice, message(await nonceFor(), t.clock()))
    const edited = { ...original, message: original.message.replace('Sign in to the shop.', 'Pay the shop.') }
    expectRefusal(await widget.post('/v1/sessions', edited), 401, 'SIGNATURE_INVALID', new RegExp(alice.address))
  })

  it("error: another site's domain, an unserved network, a malformed message and a used nonce are refused by code", async () => {
    const otherDomain = await signed(alice, message(await nonceFor(OTHER_SITE), t.clock()))
    expectRefusal(await widget.post('/v1/sessions', otherDomain), 400, 'DOMAIN_MISMATCH', /localhost:4400/)
    const mainnet = await signed(
      alice,
      message(await nonceFor(), t.clock(), { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    )
    expectRefusal(await widget.post('/v1/sessions', mainnet), 400, 'CHAIN_NOT_SUPPORTED', /5eykt4Us/)
    const broken = await signed(alice, message(await nonceFor(), t.clock()).replace('Version: 1\n', ''))
    expectRefusal(await widget.post('/v1/sessions', broken), 400, 'MESSAGE_INVALID', /CAIP-122 Solana/)
    const once = await signed(alice, message(await nonceFor(), t.clock()))
    expect((await widget.post('/v1/sessions', once)).status).toBe(200)
    expectRefusal(await widget.post('/v1/sessions', once), 409, 'NONCE_USED', /nonce/i)
  })
})
