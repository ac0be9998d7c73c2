import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BAD_CURSOR, decodeHistoryCursor, decodeNftCursor, encodeHistoryCursor, encodeNftCursor } from './cursor.js'

describe('page cursors', () => {
  it('behavior: a history cursor decodes to the position it was made from', () => {
    const position = { minedAt: new Date('2026-05-01T10:00:00.000Z'), chainId: 'eip155:31337', block: 12, txIndex: 3 }
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position)
    const nft = {
      chainId: 'eip155:1',
      contract: `0x${'ab'.repeat(20)}`,
      tokenId: '1234567890123456789012345678901234567890',
    }
    expect(decodeNftCursor(encodeNftCursor(nft))).toEqual(nft)
  })

  it('error: anything else is refused with a 400 naming the cursor', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          decodeHistoryCursor(text)
        } catch (err) {
          expect(err).toMatchObject({ status: 400, message: BAD_CURSOR, extra: { field: 'cursor' } })
        }
      }),
    )
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 'eip155:1', -1, 0])).toString('base64url')
    expect(() => decodeHistoryCursor(forged)).toThrow(BAD_CURSOR)
    expect(() => decodeNftCursor(Buffer.from('["eip155:1","0x12","1"]').toString('base64url'))).toThrow(BAD_CURSOR)
  })
})
