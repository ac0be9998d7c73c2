import { encodeFunctionData, parseAbi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeApproval } from './approval-details.js'
import type { ApprovalRequest } from './approval-queue.js'
import { decodeCall } from './call-decoder.js'
import type { ApprovalSubject } from './signing-requests.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tokens = new Map([[token.toLowerCase(), { symbol: 'TKN', decimals: 6 }]])
const abi = parseAbi([
  'function transfer(address,uint256)',
  'function approve(address,uint256)',
  'function setApprovalForAll(address,bool)',
])
const fee = { gas: 50_000n, maxPricePerGas: 2_000_000_000n, maxFee: 100_000_000_000_000n }

const request = (subject: ApprovalSubject): ApprovalRequest => ({
  subject,
  account,
  chain: { id: 31337, name: 'Anvil Local', symbol: 'ETH', decimals: 18 },
  site: { origin: 'https://shop.example' },
})
type TransactionSubject = Extract<ApprovalSubject, { kind: 'transaction' }>
const tx = (data: Hex | null, value = 0n, known = tokens): TransactionSubject => ({
  kind: 'transaction',
  to: token,
  value,
  data,
  call: data ? decodeCall(token, data) : null,
  fee,
  tokens: known,
})
const rows = (subject: ApprovalSubject) =>
  Object.fromEntries(describeApproval(request(subject)).rows.map((row) => [row.label, row.value]))

describe('what the approval says', () => {
  it('behavior: a value transfer shows site, network, recipient, value, the maximum network fee and the total', () => {
    const model = describeApproval(request({ ...tx(null, 10n ** 18n), to: bob }))
    expect(model).toMatchObject({
      title: 'Send transaction',
      site: 'https://shop.example',
      summary: 'Send 1 ETH to 0x70…dc79C8',
      warning: null,
      raw: null,
    })
    expect(rows({ ...tx(null, 10n ** 18n), to: bob })).toEqual({
      Network: 'Anvil Local',
      From: '0xf3…b92266',
      To: bob,
      Value: '1 ETH',
      'Max network fee': '0.0001 ETH',
      Total: 'up to 1.0001 ETH',
    })
  })

  it('behavior: an ERC-20 transfer names the token, the real recipient and the amount in the token unit; raw data on demand', () => {
    const data = encodeFunctionData({ abi, functionName: 'transfer', args: [bob, 1_500_000n] })
    const model = describeApproval(request(tx(data)))
    expect(model.summary).toBe('Send 1.5 TKN to 0x70…dc79C8')
    expect(rows(tx(data))).toMatchObject({ Token: `TKN (${token})`, Recipient: bob, Amount: '1.5 TKN', Value: '0 ETH' })
    expect(model.raw).toEqual({ caption: 'Raw data (68 bytes)', text: data })
  })

  it('behavior: an approval of 2^256−1 reads Unlimited with a warning; a token that does not answer shows base units', () => {
    const data = encodeFunctionData({ abi, functionName: 'approve', args: [bob, 2n ** 256n - 1n] })
    const model = describeApproval(request(tx(data)))
    expect(model.summary).toBe('Allow 0x70…dc79C8 to spend Unlimited TKN')
    expect(model.warning).toContain('take all of this token')
    expect(rows(tx(data)).Allowance).toBe('Unlimited TKN')
    const limited = encodeFunctionData({ abi, functionName: 'approve', args: [bob, 25n] })
    expect(rows(tx(limited, 0n, new Map())).Allowance).toBe('25 (base units of an unknown token)')
    expect(describeApproval(request(tx(limited))).warning).toBeNull()
  })

  it('behavior: setApprovalForAll warns that the whole collection is handed over', () => {
    const data = encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [bob, true] })
    expect(describeApproval(request(tx(data)))).toMatchObject({
      summary: 'Allow 0x70…dc79C8 to move all your tokens of this collection',
      warning: expect.stringContaining('every token you hold'),
    })
  })

  it('behavior: an unknown call shows its selector and contract', () => {
    expect(rows(tx('0xdeadbeef'))).toMatchObject({ Contract: token, Function: '0xdeadbeef (not recognised)' })
  })

  it('behavior: a Permit2 signature is titled as a permit, states spender, allowance and expiry above the raw message', () => {
    const model = describeApproval(
      request({
        kind: 'typedData',
        domainName: 'Permit2',
        primaryType: 'PermitSingle',
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
        messageJson: '{}',
        permit: {
          standard: 'Permit2',
          spender: bob,
          allowances: [{ token, amount: 2n ** 160n - 1n }],
          expires: 1_800_000_000n,
        },
        tokens,
      }),
    )
    expect(model.title).toBe('Token permit')
    expect(model.summary).toBe('Allow 0x70…dc79C8 to spend Unlimited TKN of TKN')
    expect(model.warning).toContain('without limit')
    expect(Object.fromEntries(model.rows.map((row) => [row.label, row.value]))).toMatchObject({
      Permit: 'Permit2',
      Spender: bob,
      Allowance: `Unlimited TKN · TKN (${token})`,
      Expires: '2027-01-15 08:00:00 UTC',
    })
    expect(model.body).toEqual({ caption: 'Typed data message', text: '{}' })
  })

  it('behavior: a message shows its text; the site is the verified origin or "an unknown site"', () => {
    const model = describeApproval({
      ...request({ kind: 'message', text: 'hello', isText: true }),
      site: { origin: null },
    })
    expect(model).toMatchObject({
      title: 'Sign message',
      site: 'an unknown site',
      body: { caption: 'Message', text: 'hello' },
    })
  })
})
