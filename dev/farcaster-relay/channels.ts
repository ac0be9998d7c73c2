/**
 * The relay's channels, in memory: one per sign-in request, created by the app, answered by the
 * phone, read by the app with the channel's token. A channel lives until its expiry; a denied one
 * answers its denial until then. Nothing here checks signatures: the app verifies what it reads.
 */
import { randomBytes } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'

/** What the app asks to be signed (the relay's create-channel body). */
export interface SignatureParams {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** What the phone posts once the user approved: the signed message and the profile it signs for. */
export interface Completion {
  message: string
  signature: `0x${string}`
  authMethod: 'custody' | 'authAddress'
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  custody?: `0x${string}`
}

export interface Channel {
  token: string
  nonce: string
  params: SignatureParams & { nonce: string }
  acceptAuthAddress: boolean
  createdAt: number
  expiresAt: number
  metadata: { ip: string; userAgent: string }
  state: 'pending' | 'completed' | 'denied'
  completion?: Completion
  /** The message the phone page showed per fid, which Approve signs as shown. */
  shown: Map<number, string>
}

export interface ChannelStore {
  create(p: { params: SignatureParams; acceptAuthAddress: boolean; metadata: Channel['metadata'] }): Channel
  /** The channel of `token`, or undefined when unknown or expired (an expired one is forgotten). */
  get(token: string): Channel | undefined
  complete(token: string, completion: Completion): Channel | undefined
  deny(token: string): Channel | undefined
}

export function createChannelStore(p: { ttlMs: number; now: () => number }): ChannelStore {
  const channels = new Map<string, Channel>()
  const sweep = () => {
    const now = p.now()
    for (const [token, channel] of channels) if (channel.expiresAt <= now) channels.delete(token)
  }
  const live = (token: string): Channel | undefined => {
    sweep()
    return channels.get(token)
  }
  return {
    create({ params, acceptAuthAddress, metadata }) {
      sweep()
      const now = p.now()
      const token = randomBytes(24).toString('base64url')
      const nonce = params.nonce ?? generateNonce()
      const channel: Channel = {
        token,
        nonce,
        params: { ...params, nonce },
        acceptAuthAddress,
        createdAt: now,
        expiresAt: now + p.ttlMs,
        metadata,
        state: 'pending',
        shown: new Map(),
      }
      channels.set(token, channel)
      return channel
    },
    get: live,
    complete(token, completion) {
      const channel = live(token)
      if (channel?.state !== 'pending') return undefined
      channel.state = 'completed'
      channel.completion = completion
      return channel
    },
    deny(token) {
      const channel = live(token)
      if (channel?.state !== 'pending') return undefined
      channel.state = 'denied'
      return channel
    },
  }
}
