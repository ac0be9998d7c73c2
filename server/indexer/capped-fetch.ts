/**
 * Fetching what NFT metadata points to (a JSON document, an image): http(s) or a `data:` URL,
 * with a time limit and a size cap that holds whatever the other side declares. Anything else
 * (ipfs://, ar://, a file: URL) is not fetched.
 */

import { isPublicHost } from './public-hosts.js'

export interface CappedFetchParameters {
  maxBytes: number
  timeoutMs: number
  /** Fetch from hosts on internal addresses too (public-hosts.ts); only the local world does. */
  allowInternalHosts?: boolean
}

export interface Fetched {
  /** The media type, lower-case, without parameters. */
  contentType: string
  body: Uint8Array
}

export class FetchRefused extends Error {
  override name = 'FetchRefused'
}

function fromDataUrl(url: string, maxBytes: number): Fetched {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(url)
  if (!match) throw new FetchRefused('malformed data URL')
  const [, type = '', base64, payload = ''] = match
  const body = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8')
  if (body.byteLength > maxBytes) throw new FetchRefused(`larger than ${maxBytes} bytes`)
  const contentType = (type.split(';')[0] || 'text/plain').trim().toLowerCase()
  return { contentType, body: new Uint8Array(body) }
}

const MAX_REDIRECTS = 3

async function checkedUrl(url: string, allowInternalHosts: boolean): Promise<URL> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new FetchRefused('not a URL')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new FetchRefused(`${parsed.protocol} is not fetched`)
  if (!allowInternalHosts && !(await isPublicHost(parsed.hostname)))
    throw new FetchRefused(`${parsed.hostname} is on an internal address`)
  return parsed
}

/** Fetches `url` within the limits; throws FetchRefused (or a network error) otherwise. */
export async function cappedFetch(url: string, parameters: CappedFetchParameters): Promise<Fetched> {
  const { maxBytes, timeoutMs } = parameters
  if (url.startsWith('data:')) return fromDataUrl(url, maxBytes)
  const signal = AbortSignal.timeout(timeoutMs)
  let res: Response | undefined
  // Redirects are followed by hand, so that the host of each hop is checked.
  for (let hop = 0, next = url; hop <= MAX_REDIRECTS; hop++) {
    const target = await checkedUrl(next, parameters.allowInternalHosts === true)
    res = await fetch(target, { signal, redirect: 'manual' })
    const location = res.headers.get('location')
    if (res.status < 300 || res.status > 399 || !location) break
    await res.body?.cancel()
    next = new URL(location, target).toString()
    res = undefined
  }
  if (!res) throw new FetchRefused('too many redirects')
  if (!res.ok || !res.body) throw new FetchRefused(`answered HTTP ${res.status}`)
  const declared = Number(res.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await res.body.cancel().catch(() => undefined)
    throw new FetchRefused(`larger than ${maxBytes} bytes`)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  // Leaving the loop early (past the cap) cancels the rest of the stream.
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > maxBytes) throw new FetchRefused(`larger than ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return { contentType, body: new Uint8Array(Buffer.concat(chunks, size)) }
}
