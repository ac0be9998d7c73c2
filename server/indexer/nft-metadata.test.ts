import { describe, expect, it } from 'vitest'
import { cappedFetch } from './capped-fetch.js'
import { readMetadata, substituteId } from './nft-metadata.js'

describe('NFT metadata', () => {
  it("behavior: ERC-1155's {id} becomes 64 lower-case hex digits", () => {
    expect(substituteId('https://x.test/{id}.json', '255')).toBe(`https://x.test/${'0'.repeat(62)}ff.json`)
  })

  it('behavior: the name and image come from the document; relative images resolve against it; ipfs is left out', () => {
    expect(readMetadata({ name: ' Tile\u0000 ', image: 'img/1.png' }, 'https://x.test/meta/1.json')).toEqual({
      name: 'Tile',
      imageUrl: 'https://x.test/meta/img/1.png',
    })
    expect(readMetadata({ image_url: 'data:image/svg+xml;base64,PHN2Zy8+' }, 'data:application/json,{}')).toEqual({
      name: undefined,
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    expect(readMetadata({ name: 5, image: 'ipfs://Qm' }, 'https://x.test/1').imageUrl).toBeUndefined()
    expect(readMetadata(null, 'https://x.test/1')).toEqual({ name: undefined, imageUrl: undefined })
  })

  it('behavior: data URLs are read in place; error: past the size cap or another scheme is refused', async () => {
    const fetched = await cappedFetch('data:application/json;base64,eyJuYW1lIjoiYSJ9', {
      maxBytes: 100,
      timeoutMs: 100,
    })
    expect([fetched.contentType, Buffer.from(fetched.body).toString()]).toEqual(['application/json', '{"name":"a"}'])
    await expect(cappedFetch(`data:text/plain,${'a'.repeat(101)}`, { maxBytes: 100, timeoutMs: 100 })).rejects.toThrow(
      'larger than 100 bytes',
    )
    await expect(cappedFetch('file:///etc/passwd', { maxBytes: 100, timeoutMs: 100 })).rejects.toThrow(
      'file: is not fetched',
    )
  })
})

describe('fetching from internal hosts', () => {
  it('error: a URL on a loopback or private address is refused unless allowed', async () => {
    const limits = { maxBytes: 100, timeoutMs: 1_000 }
    for (const url of ['http://127.0.0.1:9/x', 'http://localhost:9/x', 'http://[::1]:9/x', 'http://169.254.169.254/'])
      await expect(cappedFetch(url, limits)).rejects.toThrow('is on an internal address')
    // Allowed, the fetch is tried (and fails only because nothing listens there).
    await expect(cappedFetch('http://127.0.0.1:9/x', { ...limits, allowInternalHosts: true })).rejects.not.toThrow(
      'is on an internal address',
    )
  })
})
