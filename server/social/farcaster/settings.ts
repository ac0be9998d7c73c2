/**
 * The Farcaster login's settings: the auth relay that carries requests to the user's Farcaster
 * app, and the RPC URL of the chain whose ID registry says which custody address holds a fid (OP
 * Mainnet for the real network; the local chain in the world and the tests). Without a relay,
 * Farcaster is not offered. From the environment: `FARCASTER_RELAY_URL`, `FARCASTER_RPC_URL`.
 */
import { isLoopbackUrl } from '../settings.js'

export interface FarcasterSettings {
  /** e.g. https://relay.farcaster.xyz */
  relayUrl: string
  /** Where verification reads the ID registry. */
  rpcUrl: string
}

export interface FarcasterSettingsInput {
  relayUrl?: string
  rpcUrl?: string
}

function checkUrl(field: string, value: string, fail: (message: string) => Error): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw fail(`farcaster.${field} is not a URL, got "${value}"`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url)))
    throw fail(`farcaster.${field} must be https (http only on localhost), got "${value}"`)
  if (url.search || url.hash) throw fail(`farcaster.${field} must have no query or fragment, got "${value}"`)
  return value.replace(/\/$/, '')
}

/** The settings, or null when no relay is named (Farcaster is then not offered). */
export function parseFarcasterSettings(
  options: FarcasterSettingsInput | undefined,
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error,
): FarcasterSettings | null {
  const relayUrl = options?.relayUrl ?? (env.FARCASTER_RELAY_URL || undefined)
  const rpcUrl = options?.rpcUrl ?? (env.FARCASTER_RPC_URL || undefined)
  if (relayUrl === undefined) {
    if (rpcUrl !== undefined) throw fail('farcaster.rpcUrl is set but farcaster.relayUrl is not: name both or neither')
    return null
  }
  if (rpcUrl === undefined)
    throw fail(
      'farcaster.rpcUrl is needed with farcaster.relayUrl: sign-ins are verified against the ID registry it reads',
    )
  return { relayUrl: checkUrl('relayUrl', relayUrl, fail), rpcUrl: checkUrl('rpcUrl', rpcUrl, fail) }
}
