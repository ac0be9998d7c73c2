import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseSigningRequest, readableMessage } from './signing-requests.js'
import type { SigningRequest } from './signing-requests.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const parse = (method: string, params: unknown, chainId = 1) =>
  parseSigningRequest({ method, params, account, chainId })

describe('signing requests', () => {
  it('behavior: personal_sign shows UTF-8 text as text, and anything else as hex', () => {
    expect(readableMessage(toHex('héllo\nworld'))).toEqual({ text: 'héllo\nworld', isText: true })
    expect(readableMessage('0xff00')).toEqual({ text: '0xff00', isText: false })
    // Control and bidi-override characters could make the shown text differ from what is signed.
    expect(readableMessage(toHex('a\u0000b')).isText).toBe(false)
    expect(readableMessage(toHex('pay \u202eevil')).isText).toBe(false)
  })

  it('behavior: the address check ignores case', () => {
    expect(parse('personal_sign', [toHex('x'), account.toLowerCase()])).toMatchObject({
      method: 'personal_sign',
      raw: toHex('x'),
    })
  })

  it('error: malformed personal_sign parameters are -32602', () => {
    expect(() => parse('personal_sign', ['hello', account])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => parse('personal_sign', 'nope')).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('behavior: typed data is accepted as JSON text or as an object', () => {
    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Mail' },
      message: { contents: 'hi' },
    }
    for (const json of [JSON.stringify(typedData), typedData]) {
      expect(
        (parse('eth_signTypedData_v4', [account, json]) as Extract<SigningRequest, { subject: unknown }>).subject,
      ).toMatchObject({ kind: 'typedData', domainName: 'Mail', primaryType: 'Mail', verifyingContract: null })
    }
  })

  it('error: typed data for another chain, or typed data that does not hash, is refused before the user is asked', () => {
    const base = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: { chainId: 10 } }], 1)).toThrow(
      'is for chain 10, but the wallet is on chain 1',
    )
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: { chainId: '0x1' } }], 1)).not.toThrow()
    expect(() =>
      parse('eth_signTypedData_v4', [
        account,
        { ...base, domain: {}, message: { contents: 5 }, types: { Mail: [{ name: 'contents', type: 'uint8' }] } },
      ]),
    ).not.toThrow()
    expect(() => parse('eth_signTypedData_v4', [account, { ...base, domain: {}, primaryType: 'Missing' }])).toThrow(
      /not valid/,
    )
    expect(() => parse('eth_signTypedData_v4', [account, '{not json'])).toThrow('expects the typed data as JSON')
  })

  it('error: a request for another address is 4100', () => {
    expect(() => parse('personal_sign', [toHex('x'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() =>
      parse('eth_sendTransaction', [{ from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', to: account }]),
    ).toThrow(expect.objectContaining({ code: 4100 }))
  })

  it('behavior: a transaction is parsed here and described only once it is priced', () => {
    expect(parse('eth_sendTransaction', [{ to: account, value: '0x10', data: '0xa9059cbb00' }])).toEqual({
      method: 'eth_sendTransaction',
      transaction: { to: account, value: 16n, data: '0xa9059cbb00' },
    })
    expect(parse('eth_sendTransaction', [{ data: '0x6080' }])).toEqual({
      method: 'eth_sendTransaction',
      transaction: { value: 0n, data: '0x6080' },
    })
  })

  it('behavior: typed data that is a token permit carries its summary for the approval', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'Token', chainId: 1, verifyingContract: token },
      message: { owner: account, spender, value: (2n ** 256n - 1n).toString(), nonce: 0, deadline: 1_900_000_000 },
    }
    const request = parse('eth_signTypedData_v4', [account, JSON.stringify(typedData)])
    expect(request.method === 'eth_signTypedData_v4' && request.subject.permit).toEqual({
      standard: 'EIP-2612',
      spender,
      allowances: [{ token, amount: 2n ** 256n - 1n }],
      expires: 1_900_000_000n,
    })
  })
})
