/**
 * The server's side of Sign In With Farcaster, through `@farcaster/auth-client`: opening a channel
 * on the relay, reading its status, and verifying what the phone signed. The relay only carries
 * messages: its word on who signed is never taken, the signature and the ID registry are checked.
 */
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import type { FarcasterSettings } from './settings.js'

/** The relay's answer about a channel, reduced to what the flow acts on. */
export type ChannelStatus =
  | { kind: 'pending' }
  | { kind: 'completed'; message: string; signature: `0x${string}`; username: string | null }
  /** The user refused on the phone. */
  | { kind: 'denied' }
  /** The relay no longer knows the channel (expired). */
  | { kind: 'gone' }

export class RelayError extends Error {
  override name = 'RelayError'
}

export class VerificationError extends Error {
  override name = 'VerificationError'
}

export interface FarcasterRelayClient {
  createChannel(p: {
    siweUri: string
    domain: string
    nonce: string
    expirationTime: Date
  }): Promise<{ channelToken: string; url: string }>
  status(channelToken: string): Promise<ChannelStatus>
  /** The fid the message signs in, once it verifies for `nonce` and `domain` against the ID registry; throws VerificationError. */
  verify(p: { nonce: string; domain: string; message: string; signature: `0x${string}` }): Promise<number>
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

export function createFarcasterRelayClient(settings: FarcasterSettings): FarcasterRelayClient {
  const client = createAppClient({ relay: settings.relayUrl, ethereum: viemConnector({ rpcUrl: settings.rpcUrl }) })
  return {
    async createChannel({ siweUri, domain, nonce, expirationTime }) {
      const answer = await client.createChannel({
        siweUri,
        domain,
        nonce,
        expirationTime: expirationTime.toISOString(),
      })
      if (answer.isError) throw new RelayError(`the relay could not be reached: ${answer.error?.message}`)
      const { status } = answer.response
      if (status !== 200 && status !== 201) throw new RelayError(`the relay answered ${status} to a new channel`)
      if (!isText(answer.data.channelToken) || !isText(answer.data.url) || !/^https?:\/\//.test(answer.data.url))
        throw new RelayError('the relay answered a channel without a token or a web URL')
      if (answer.data.nonce !== nonce) throw new RelayError('the relay changed the nonce of the channel')
      return { channelToken: answer.data.channelToken, url: answer.data.url }
    },

    async status(channelToken) {
      const answer = await client.status({ channelToken })
      if (answer.isError) throw new RelayError(`the relay could not be reached: ${answer.error?.message}`)
      const { status } = answer.response
      if (status === 202) return { kind: 'pending' }
      if (status === 403) return { kind: 'denied' }
      if (status === 401 || status === 404 || status === 410) return { kind: 'gone' }
      if (status !== 200) throw new RelayError(`the relay answered ${status} to a status request`)
      const { state, message, signature, username } = answer.data
      if (state === 'pending') return { kind: 'pending' }
      if (state !== 'completed' || !isText(message) || !isText(signature) || !/^0x[0-9a-fA-F]+$/.test(signature))
        throw new RelayError('the relay answered a completed channel without a message or a signature')
      return { kind: 'completed', message, signature, username: isText(username) ? username.slice(0, 320) : null }
    },

    async verify({ nonce, domain, message, signature }) {
      // Custody signatures only: the signer must hold the fid in the ID registry.
      const verified = await client.verifySignInMessage({ nonce, domain, message, signature, acceptAuthAddress: false })
      if (verified.isError) {
        const error = verified.error
        // The registry could not be read: not the user's fault, and not a verdict either.
        if (error?.errCode === 'unavailable')
          throw new RelayError(`the ID registry could not be read: ${error.message}`)
        throw new VerificationError(error?.message ?? 'the message did not verify')
      }
      if (!verified.success || !Number.isSafeInteger(verified.fid) || verified.fid <= 0)
        throw new VerificationError('the message names no fid')
      return verified.fid
    },
  }
}
