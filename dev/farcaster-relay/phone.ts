/**
 * What a Farcaster phone app does with a sign-in request: builds the Sign In With Farcaster
 * message (EIP-4361 with the `farcaster://fid/…` resource, statement "Farcaster Auth", chain 10)
 * for the channel's domain, URI and nonce, signs it with the account's custody key, and posts it
 * to the relay's authenticate endpoint with the relay key, through `@farcaster/auth-client`.
 */
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { DemoFarcasterAccount } from '../world/farcaster.js'
import type { Channel } from './channels.js'

/** The message the account would sign for the channel, as the phone page shows it. */
export function signInMessageFor(channel: Channel, account: DemoFarcasterAccount, relayUrl: string): string {
  const { domain, siweUri, nonce, notBefore, expirationTime, requestId } = channel.params
  const built = walletClient(relayUrl).buildSignInMessage({
    domain,
    uri: siweUri,
    nonce,
    ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
    ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
    ...(requestId ? { requestId } : {}),
    address: account.custody.address,
    fid: account.fid,
  })
  if (built.isError) throw new Error(`farcaster relay: the sign-in message could not be built: ${built.error?.message}`)
  return built.message
}

export interface ApproveParameters {
  relayUrl: string
  relayKey: string
  channelToken: string
  account: DemoFarcasterAccount
  /** The exact text to sign (what the page showed). */
  message: string
}

/** Signs `message` with the account's custody key and posts it to the relay; throws when the relay refuses. */
export async function approve(p: ApproveParameters): Promise<void> {
  const signature = await p.account.custody.signMessage({ message: p.message })
  const answer = await walletClient(p.relayUrl).authenticate({
    channelToken: p.channelToken,
    authKey: p.relayKey,
    message: p.message,
    signature,
    authMethod: 'custody',
    fid: p.account.fid,
    username: p.account.username,
    displayName: p.account.displayName,
    pfpUrl: p.account.pfpUrl,
    bio: p.account.bio,
  })
  if (answer.isError) throw new Error(`farcaster relay: authenticate failed: ${answer.error?.message}`)
  if (answer.response.status !== 201)
    throw new Error(`farcaster relay: authenticate answered ${answer.response.status}: ${JSON.stringify(answer.data)}`)
}

// The phone never reads the chain; the connector is required by the client's type only.
const walletClient = (relay: string) =>
  createWalletClient({ relay, ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:0' }) })
