import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseSigningRequest, readableMessage } from './signing-requests.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const parse = (method: string, params: unknown, chainId = 1) => parseSigningRequest({ method, params, account, chainId })

describe('signing requests', () => {
  it('behavior: personal_sign shows UTF-8 text as text, and anything else as hex', () => {
    expect(readableMessage(toHex('héllo\nworld'))).toEqual({ text: 'héllo\nworld', isText: true })
    expect(readableMessage('0xff00')).toEqual({ text: '0xff00', isText: false })
    // Control and bidi-override characters could make the shown text differ from what is signed.
    expect(readableMessage(toHex('a\u0000b')).isText).toBe(false)
    expect(readableMessage(toHex('pay \u202eevil')).isText).toBe(false)
  })

  it('behavior: the address check ignores case', () => {
    expect(parse('personal_sign', [toHex('x'), account.toLowerCase()])).toMatchObject({ method: 'personal_sign', raw: toHex('x') })
  })

  it('error: malformed personal_sign parameters are -32602', () => {
    expect(() => parse('personal_sign', ['hello', account])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => parse('personal_sign', 'nope')).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('behavior: typed data is accepted as JSON text or as an object', () => {
    const typedData = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'Mail' }, message: { contents: 'hi' } }
    for (const json of [JSON.stringify(typedData), typedData]) {
      expect(parse('eth_signTypedData_v4', [account, json]).subject).toMatchObject({ kind: 'typedData', domainName: 'Mail', primaryType: 'Mail', verifyingContract: null })
    }
  })

  it('error: typed data for another chain, or typed data that does not hash, is refused before the user is asked', () => {
    const base = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: { chainId: 10 } }], 1)).toThrow('is for chain 10, but the wallet is on chain 1')
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: { chainId: '0x1' } }], 1)).not.toThrow()
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: {}, message: { contents: 5 } , types: { Mail: [{ name: 'contents', type: 'uint8' }] } }])).not.toThrow()
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: {}, primaryType: 'Missing' }])).toThrow(/not valid/)
    expect(() => parse('eth_signTypedData_v4', [account, '{not json'])).toThrow('expects the typed data as JSON')
  })

  it('error: a request for another address is 4100', () => {
    expect(() => parse('personal_sign', [toHex('x'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])).toThrow(expect.objectContaining({ code: 4100 }))
    expect(() => parse('eth_sendTransaction', [{ from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', to: account }])).toThrow(expect.objectContaining({ code: 4100 }))
  })

  it('behavior: a transaction shows its recipient, value and the size of its data', () => {
    expect(parse('eth_sendTransaction', [{ to: account, value: '0x10', data: '0xa9059cbb00' }]).subject).toEqual({ kind: 'transaction', to: account, value: 16n, dataBytes: 5 })
    expect(parse('eth_sendTransaction', [{ data: '0x6080' }]).subject).toEqual({ kind: 'transaction', to: null, value: 0n, dataBytes: 2 })
  })
})
