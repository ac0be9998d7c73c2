/** The relay's API under /v1: create a channel, read its status, and the phone's authenticate. */
import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Channel, ChannelStore, Completion, SignatureParams } from './channels.js'

const MAX_FIELD = 2048

function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
}

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json()
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD
const optionalText = (value: unknown): value is string | undefined => value === undefined || text(value)

/** The channel as the status endpoint describes it (the shape of the client's StatusAPIResponse). */
function statusBody(channel: Channel, url: string) {
  const { completion } = channel
  return {
    state: channel.state === 'completed' ? 'completed' : 'pending',
    nonce: channel.nonce,
    url,
    ...(completion ?? {}),
    signatureParams: channel.params,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  }
}

const PARAM_FIELDS = ['nonce', 'notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const

function readParams(body: Record<string, unknown>): SignatureParams | string {
  if (!text(body.siweUri) || !URL.canParse(body.siweUri)) return 'siweUri must be a URL'
  if (!text(body.domain)) return 'domain must be a non-empty string'
  const params: SignatureParams = { siweUri: body.siweUri, domain: body.domain }
  for (const field of PARAM_FIELDS) {
    const value = body[field]
    if (!optionalText(value)) return `${field} must be a string`
    if (value !== undefined) params[field] = value
  }
  if (params.nonce !== undefined && !/^[A-Za-z0-9]{8,}$/.test(params.nonce))
    return 'nonce must be at least 8 letters or digits'
  return params
}

function readCompletion(body: Record<string, unknown>): Completion | string {
  if (!text(body.message)) return 'message must be the signed message'
  if (typeof body.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(body.signature)) return 'signature must be hex'
  if (typeof body.fid !== 'number' || !Number.isSafeInteger(body.fid) || body.fid <= 0)
    return 'fid must be a positive integer'
  const authMethod = body.authMethod ?? 'custody'
  if (authMethod !== 'custody' && authMethod !== 'authAddress') return 'authMethod must be custody or authAddress'
  const completion: Completion = {
    message: body.message,
    signature: body.signature as `0x${string}`,
    authMethod,
    fid: body.fid,
  }
  for (const field of ['username', 'bio', 'displayName', 'pfpUrl'] as const) {
    const value = body[field]
    if (!optionalText(value)) return `${field} must be a string`
    if (value !== undefined) completion[field] = value
  }
  return completion
}

export interface RelayApiParameters {
  store: ChannelStore
  relayKey: string
  phoneUrl: () => string
  /** The custody address the relay reports for a fid (Farcaster's relay asks its hubs). */
  custodyOf: (fid: number) => `0x${string}` | undefined
}

export function relayApi(p: RelayApiParameters): Hono {
  const app = new Hono()
  const urlOf = (channel: Channel) => `${p.phoneUrl()}?channelToken=${encodeURIComponent(channel.token)}`
  const unauthorized = (c: Context) => c.json({ error: 'Unauthorized: the channel is unknown or expired' }, 401)

  app.post('/channel', async (c) => {
    const body = await jsonBody(c)
    const params = body ? readParams(body) : 'the body must be a JSON object'
    if (typeof params === 'string') return c.json({ error: params }, 400)
    const channel = p.store.create({
      params,
      acceptAuthAddress: body?.acceptAuthAddress === true,
      metadata: {
        ip: c.req.header('x-forwarded-for') ?? '127.0.0.1',
        userAgent: c.req.header('user-agent') ?? '',
      },
    })
    return c.json({ channelToken: channel.token, url: urlOf(channel), nonce: channel.nonce }, 201)
  })

  app.get('/channel/status', (c) => {
    const channel = p.store.get(bearer(c))
    if (!channel) return unauthorized(c)
    if (channel.state === 'denied') return c.json({ error: 'The user denied the request' }, 403)
    return c.json(statusBody(channel, urlOf(channel)), channel.state === 'completed' ? 200 : 202)
  })

  app.post('/channel/authenticate', async (c) => {
    if (!sameSecret(c.req.header('x-farcaster-auth-relay-key') ?? '', p.relayKey))
      return c.json({ error: 'Unauthorized: the relay key is wrong' }, 401)
    const token = bearer(c)
    if (!p.store.get(token)) return unauthorized(c)
    const body = await jsonBody(c)
    const completion = body ? readCompletion(body) : 'the body must be a JSON object'
    if (typeof completion === 'string') return c.json({ error: completion }, 400)
    const custody = p.custodyOf(completion.fid)
    const channel = p.store.complete(token, custody ? { ...completion, custody } : completion)
    if (!channel) return c.json({ error: 'The channel was already answered' }, 409)
    return c.json(statusBody(channel, urlOf(channel)), 201)
  })

  return app
}
