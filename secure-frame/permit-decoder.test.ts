import { describe, expect, it } from 'vitest'
import { decodePermit, isUnlimited } from './permit-decoder.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const permit2 = { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' }

describe('permit decoding', () => {
  it('behavior: EIP-2612 Permit and the DAI form', () => {
    expect(
      decodePermit({
        primaryType: 'Permit',
        domain: { verifyingContract: token },
        message: { owner: spender, spender, value: '1000', nonce: 0, deadline: '1900000000' },
      }),
    ).toEqual({
      standard: 'EIP-2612',
      spender,
      allowances: [{ token, amount: 1000n }],
      expires: 1_900_000_000n,
    })
    expect(
      decodePermit({
        primaryType: 'Permit',
        domain: { verifyingContract: token },
        message: { holder: spender, spender, nonce: 0, expiry: 0, allowed: true },
      }),
    ).toEqual({
      standard: 'DAI',
      spender,
      allowances: [{ token, amount: 2n ** 256n - 1n }],
      expires: null,
    })
  })

  it('behavior: Permit2 single, batch and transfer permits', () => {
    const detail = (t: string, amount: string, expiration: number) => ({ token: t, amount, expiration, nonce: 0 })
    expect(
      decodePermit({
        primaryType: 'PermitSingle',
        domain: permit2,
        message: { details: detail(token, (2n ** 160n - 1n).toString(), 1_800_000_000), spender, sigDeadline: 1 },
      }),
    ).toEqual({
      standard: 'Permit2',
      spender,
      allowances: [{ token, amount: 2n ** 160n - 1n }],
      expires: 1_800_000_000n,
    })
    expect(
      decodePermit({
        primaryType: 'PermitBatch',
        domain: permit2,
        message: { details: [detail(token, '5', 100), detail(other, '6', 200)], spender, sigDeadline: 1 },
      }),
    ).toMatchObject({
      allowances: [
        { token, amount: 5n },
        { token: other, amount: 6n },
      ],
      expires: 200n,
    })
    expect(
      decodePermit({
        primaryType: 'PermitTransferFrom',
        domain: permit2,
        message: { permitted: { token, amount: '9' }, spender, nonce: 1, deadline: 300 },
      }),
    ).toEqual({
      standard: 'Permit2',
      spender,
      allowances: [{ token, amount: 9n }],
      expires: 300n,
    })
    expect(
      decodePermit({
        primaryType: 'PermitBatchWitnessTransferFrom',
        domain: permit2,
        message: { permitted: [{ token, amount: '1' }], spender, nonce: 1, deadline: 300, witness: {} },
      }),
    ).toMatchObject({ allowances: [{ token, amount: 1n }] })
  })

  it('error: other typed data and malformed permits are not permits', () => {
    expect(decodePermit({ primaryType: 'Mail', domain: {}, message: { contents: 'hi' } })).toBeNull()
    expect(decodePermit({ primaryType: 'Permit', domain: {}, message: { spender, value: '1' } })).toBeNull()
    expect(
      decodePermit({
        primaryType: 'Permit',
        domain: { verifyingContract: token },
        message: { spender: 'bob', value: '1' },
      }),
    ).toBeNull()
    expect(
      decodePermit({
        primaryType: 'PermitSingle',
        domain: permit2,
        message: { details: { token: 'x', amount: '1' }, spender },
      }),
    ).toBeNull()
  })

  it('behavior: 2^256−1 and Permit2 2^160−1 are unlimited; smaller amounts are not', () => {
    expect(isUnlimited(2n ** 256n - 1n)).toBe(true)
    expect(isUnlimited(2n ** 160n - 1n)).toBe(true)
    expect(isUnlimited(10n ** 30n)).toBe(false)
  })
})
