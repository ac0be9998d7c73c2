/**
 * ENS read through the chain node: the address and avatar of a name outside the server's zones, and the
 * primary name of an address. Answers (found or not) are kept in memory for a minute, so the widget's
 * Account view opening again does not reach the node; a failed read is not kept.
 *
 * The avatar is the name's `avatar` text record when it is an https or `data:image/` URI: the server
 * does not fetch what anyone's records point at (NFT avatars are not followed).
 */
import { type Address, type Chain, createPublicClient, getAddress, http, type PublicClient } from 'viem'
import { normalize } from 'viem/ens'
import type { ChainEndpoint } from '../config.js'
import type { NameSettings } from './settings.js'

/** How long an ENS answer is reused. */
export const ENS_CACHE_MS = 60_000
/** At most this many answers are kept; the oldest go first. */
const MAX_CACHED = 10_000
const USABLE_AVATAR = /^(https:\/\/|data:image\/)/i

export interface EnsRecord {
  /** The normalised name. */
  name: string
  address: Address
  avatar: string | null
}

/** The chain node did not answer an ENS read (or no chain is set up for ENS). */
export class EnsUnavailable extends Error {
  override name = 'EnsUnavailable'
}

export interface EnsReader {
  /** The name's address (coin type 60) and avatar; null when it resolves to no address. Throws EnsUnavailable. */
  resolveName(name: string): Promise<EnsRecord | null>
  /** The address's primary name, checked forward by the universal resolver; null when none. Throws EnsUnavailable. */
  primaryName(address: Address): Promise<EnsRecord | null>
}

export interface EnsReaderOptions {
  settings: Pick<NameSettings, 'ensUniversalResolvers'>
  chains: readonly ChainEndpoint[]
  nodeTimeoutMs: number
  now: () => number
}

/** A client for the first ENS chain that has a node, or undefined when none has. */
function ensClient({ settings, chains, nodeTimeoutMs }: EnsReaderOptions): PublicClient | undefined {
  for (const { caipNetworkId, address } of settings.ensUniversalResolvers) {
    const endpoint = chains.find((chain) => chain.caipNetworkId === caipNetworkId)
    if (!endpoint) continue
    const chain: Chain = {
      id: Number(caipNetworkId.slice('eip155:'.length)),
      name: caipNetworkId,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [endpoint.rpcUrl] } },
      contracts: { ensUniversalResolver: { address } },
    }
    return createPublicClient({
      chain,
      transport: http(endpoint.rpcUrl, { timeout: nodeTimeoutMs, retryCount: 0 }),
    }) as PublicClient
  }
  return undefined
}

export function createEnsReader(options: EnsReaderOptions): EnsReader {
  const client = ensClient(options)
  const cache = new Map<string, { until: number; answer: Promise<EnsRecord | null> }>()

  /** The cached answer for `key`, or `read`'s, kept for ENS_CACHE_MS unless it fails. */
  const cached = (key: string, read: (client: PublicClient) => Promise<EnsRecord | null>) => {
    const now = options.now()
    const hit = cache.get(key)
    if (hit && hit.until > now) return hit.answer
    if (!client) return Promise.reject(new EnsUnavailable('No chain with an ENS universal resolver has a node'))
    const answer: Promise<EnsRecord | null> = read(client).catch((err: unknown) => {
      if (cache.get(key)?.answer === answer) cache.delete(key)
      throw new EnsUnavailable(`The chain node did not answer the ENS read of ${key}`, { cause: err })
    })
    cache.delete(key)
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
    cache.set(key, { until: now + ENS_CACHE_MS, answer })
    return answer
  }

  const avatarOf = async (client: PublicClient, name: string): Promise<string | null> => {
    const avatar = await client.getEnsText({ name, key: 'avatar' })
    return avatar && USABLE_AVATAR.test(avatar) ? avatar : null
  }

  return {
    resolveName(name) {
      const normalised = normalize(name)
      return cached(`name:${normalised}`, async (client) => {
        const address = await client.getEnsAddress({ name: normalised })
        if (!address) return null
        return { name: normalised, address: getAddress(address), avatar: await avatarOf(client, normalised) }
      })
    },
    primaryName(address) {
      const checksummed = getAddress(address)
      return cached(`address:${checksummed}`, async (client) => {
        const name = await client.getEnsName({ address: checksummed })
        if (!name) return null
        return { name, address: checksummed, avatar: await avatarOf(client, name) }
      })
    },
  }
}
