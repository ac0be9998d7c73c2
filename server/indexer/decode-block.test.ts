import { encodeAbiParameters, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeBlock, decodeTransferLog, type RawBlock, type RawLog, type RawReceipt } from './decode-block.js'

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const BATCH = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'
const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000cc'
const word = (value: bigint | string) => pad(typeof value === 'string' ? (value as `0x${string}`) : toHex(value))
const log = (topics: string[], data = '0x', logIndex = '0x0'): RawLog => ({ address: TOKEN, topics, data, logIndex })
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe('decodeTransferLog', () => {
  it('behavior: reads ERC-20 (3 topics + amount), ERC-721 (4 topics) and ERC-1155 batch transfers', () => {
    expect(decodeTransferLog(log([TRANSFER, word(A), word(B)], word(10n ** 30n)))).toEqual([
      { item: 0, standard: 'erc20', tokenId: null, from: A, to: B, amount: (10n ** 30n).toString() },
    ])
    expect(decodeTransferLog(log([TRANSFER, word(A), word(B), word(7n)]))[0]).toMatchObject({
      standard: 'erc721',
      tokenId: '7',
      amount: '1',
    })
    const data = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [
        [1n, 2n],
        [3n, 4n],
      ],
    )
    expect(
      decodeTransferLog(log([BATCH, word(A), word(A), word(B)], data)).map((t) => [t.item, t.tokenId, t.amount]),
    ).toEqual([
      [0, '1', '3'],
      [1, '2', '4'],
    ])
  })

  it('error: a malformed log is no transfer', () => {
    expect(decodeTransferLog(log([TRANSFER, word(A), word(B)], '0x1234'))).toEqual([])
    expect(decodeTransferLog(log([TRANSFER, word(A)]))).toEqual([])
    expect(decodeTransferLog(log([BATCH, word(A), word(A), word(B)], '0xdeadbeef'))).toEqual([])
    expect(decodeTransferLog(log(['0x12', word(A), word(B)], word(1n)))).toEqual([])
  })
})

describe('decodeBlock', () => {
  const block = (transactions: RawBlock['transactions']): RawBlock => ({
    number: '0x5',
    hash: hash(5),
    parentHash: hash(4),
    timestamp: '0x6553f100',
    transactions,
  })
  const tx = (n: number, to: string | null, value: string) => ({
    hash: hash(100 + n),
    from: A,
    to,
    value,
    nonce: toHex(n),
    transactionIndex: toHex(n),
  })
  const receipt = (
    n: number,
    status: string,
    logs: RawLog[] = [],
    contractAddress: string | null = null,
  ): RawReceipt => ({
    transactionHash: hash(100 + n),
    status,
    contractAddress,
    logs,
  })

  it('behavior: a failed transaction is recorded as failed, moves nothing, and still belongs to its sender', () => {
    const rows = decodeBlock(block([tx(0, B, '0x10')]), [receipt(0, '0x0')])
    expect(rows.transactions[0]).toMatchObject({ failed: true, from: A, to: B, minedAt: new Date(0x6553f100 * 1000) })
    expect(rows.transfers).toEqual([])
    expect(rows.accounts.map((a) => a.address)).toEqual([A, B])
  })

  it('behavior: a contract creation with value sends it to the created contract; mints skip the zero address', () => {
    const mint = log([TRANSFER, word(0n), word(B)], word(5n), '0x3')
    const rows = decodeBlock(block([tx(0, null, '0x2a')]), [receipt(0, '0x1', [mint], TOKEN)])
    expect(rows.transactions[0]?.to).toBe(TOKEN)
    expect(rows.transfers.map((t) => [t.standard, t.logIndex, t.from, t.to, t.amount])).toEqual([
      ['native', -1, A, TOKEN, '42'],
      ['erc20', 3, '0x0000000000000000000000000000000000000000', B, '5'],
    ])
    expect(rows.accounts.map((a) => a.address)).toEqual([A, TOKEN, B])
  })
})
