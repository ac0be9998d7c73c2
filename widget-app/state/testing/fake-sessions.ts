/**
 * The deployment's sessions API for the widget's tests, in memory: nonces for the site, the
 * signed message checked as the server checks it (domain, uri, nonce used once, the account's
 * signature, by viem), sessions read and revoked with their secret. Wraps another fake API's
 * fetch for every other path.
 */
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import type { SessionAnswer, SignInAnswer } from '../../../shared/contracts/sessions.js'

/** Anvil's first account: the fake wallet's ADDRESS. */
export const WALLET_ACCOUNT = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** The fake wallet's personal_sign: [hex message, address] signed by WALLET_ACCOUNT. */
export const personalSign = (params: unknown) => {
  const [message] = params as [`0x${string}`]
  return WALLET_ACCOUNT.signMessage({ message: { raw: message } })
}

const id = (n: number, prefix: string) => `${prefix}${String(n).padStart(43 - prefix.length, '0')}`

export function fakeSessions(siteOrigin: string, inner: typeof fetch) {
  const nonces = new Map<string, { origin: string; used: boolean }>()
  const sessions = new Map<string, SignInAnswer & { revoked: boolean }>()
  const calls: string[] = []
  let count = 0
  const json = (body: unknown, status = 200) => Response.json(body, { status })
  const refuse = (status: number, code: string, error: string) => json({ error, code }, status)

  async function signIn(body: { message: string; signature: `0x${string}` }): Promise<Response> {
    const fields = parseSiweMessage(body.message)
    const nonce = fields.nonce ? nonces.get(fields.nonce) : undefined
    if (!nonce) return refuse(400, 'NONCE_UNKNOWN', 'The nonce was never issued')
    if (nonce.used) return refuse(409, 'NONCE_USED', 'The nonce was already used')
    if (fields.domain !== new URL(nonce.origin).host || fields.uri !== nonce.origin)
      return refuse(400, 'DOMAIN_MISMATCH', `The message names ${fields.domain}`)
    if (
      !fields.address ||
      !(await verifyMessage({ address: fields.address, message: body.message, signature: body.signature }))
    )
      return refuse(401, 'SIGNATURE_INVALID', 'The signature is not the account’s')
    nonce.used = true
    count++
    const session: SignInAnswer = {
      id: id(count, 'S'),
      revokeSecret: id(count, 'R'),
      data: {
        accountAddress: fields.address,
        chainId: `eip155:${fields.chainId}`,
        domain: fields.domain,
        uri: fields.uri,
        version: '1',
        nonce: fields.nonce ?? '',
        ...(fields.statement && { statement: fields.statement }),
        ...(fields.resources && { resources: fields.resources }),
      },
      message: body.message,
      signature: body.signature,
      account: `eip155:${fields.chainId}:${fields.address}`,
      origin: nonce.origin,
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      token: `token-${count}`,
      tokenExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    }
    sessions.set(session.id, { ...session, revoked: false })
    return json(session)
  }

  const answer = (session: SignInAnswer): SessionAnswer => {
    const { revokeSecret: _, ...rest } = session
    return rest
  }

  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname
    if (!path.startsWith('/v1/sessions')) return inner(input, init)
    calls.push(`${init?.method ?? 'GET'} ${path}`)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    if (path === '/v1/sessions/nonce') {
      if (body.origin !== siteOrigin) return refuse(403, 'ORIGIN_NOT_ALLOWED', `${body.origin} is not allowed`)
      const nonce = `nonce${String(nonces.size + 1).padStart(11, '0')}`
      nonces.set(nonce, { origin: body.origin, used: false })
      return json({ nonce, expiresAt: new Date(Date.now() + 600_000).toISOString() })
    }
    if (path === '/v1/sessions') return signIn(body)
    const [, sessionId, revoke] = /^\/v1\/sessions\/([^/]+)(\/revoke)?$/.exec(path) ?? []
    const session = sessionId ? sessions.get(sessionId) : undefined
    if (!session) return refuse(404, 'SESSION_NOT_FOUND', 'No session has this id')
    if (revoke) {
      if (body.secret !== session.revokeSecret) return refuse(401, 'REVOKE_SECRET_INVALID', 'Wrong secret')
      session.revoked = true
      return json({ success: true })
    }
    if (session.revoked) return refuse(404, 'SESSION_REVOKED', 'The session was revoked')
    return json(answer(session))
  }) as typeof globalThis.fetch

  return {
    fetch,
    calls,
    /** Sessions by id, as the server holds them. */
    sessions,
    /** The server forgets a session (expired or revoked elsewhere). */
    drop: (sessionId: string) => sessions.delete(sessionId),
  }
}
