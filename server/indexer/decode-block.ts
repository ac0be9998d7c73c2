/**
 * Turns one block and its receipts, as the node answers them, into the rows the indexer records:
 * its transactions (failed ones too), what each moved (native value, ERC-20, ERC-721, ERC-1155
 * single and batch transfers) and which addresses each touches.
 */
import { decodeAbiParameters } from 'viem'

export interface RawTransaction {
  hash: string
  from: string
  to: string | null
  value: string
  nonce: string
  transactionIndex: string
}

export interface RawBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RawTransaction[]
}

export interface RawLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
}

export interface RawReceipt {
  transactionHash: string
  status: string
  contractAddress: string | null
  logs: RawLog[]
}

export interface TransactionRow {
  hash: string
  blockNumber: number
  txIndex: number
  minedAt: Date
  from: string
  /** The called address, or the contract a creation made. */
  to: string | null
  nonce: number
  failed: boolean
}

export type TransferStandard = 'native' | 'erc20' | 'erc721' | 'erc1155'

export interface TransferRow {
  txHash: string
  /** -1 for the native value of the transaction. */
  logIndex: number
  /** Position within an ERC-1155 TransferBatch; 0 otherwise. */
  item: number
  blockNumber: number
  standard: TransferStandard
  contract: string | null
  tokenId: string | null
  from: string
  to: string
  /** Whole base units, in decimal. */
  amount: string
}

export interface AccountRow {
  address: string
  txHash: string
  minedAt: Date
  blockNumber: number
  txIndex: number
}

export interface BlockRows {
  number: number
  hash: string
  parentHash: string
  transactions: TransactionRow[]
  transfers: TransferRow[]
  accounts: AccountRow[]
}

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'
const WORD = /^0x[0-9a-fA-F]{64}$/

const topicAddress = (topic: string): string => `0x${topic.slice(26)}`.toLowerCase()
const hexToDecimal = (hex: string): string => BigInt(hex).toString()

type LogTransfer = Pick<TransferRow, 'item' | 'standard' | 'tokenId' | 'from' | 'to' | 'amount'>

/** The transfers one log records; none for a log that is not a transfer of a known standard or is malformed. */
export function decodeTransferLog(log: RawLog): LogTransfer[] {
  const [topic0, t1, t2, t3] = log.topics
  if (!topic0 || !log.topics.every((topic) => WORD.test(topic))) return []
  const data = log.data.toLowerCase()
  try {
    if (topic0 === TRANSFER_TOPIC && t1 && t2 && log.topics.length === 3 && WORD.test(data)) {
      return [
        {
          item: 0,
          standard: 'erc20',
          tokenId: null,
          from: topicAddress(t1),
          to: topicAddress(t2),
          amount: hexToDecimal(data),
        },
      ]
    }
    if (topic0 === TRANSFER_TOPIC && t1 && t2 && t3 && log.topics.length === 4) {
      return [
        {
          item: 0,
          standard: 'erc721',
          tokenId: hexToDecimal(t3),
          from: topicAddress(t1),
          to: topicAddress(t2),
          amount: '1',
        },
      ]
    }
    if (topic0 === TRANSFER_SINGLE_TOPIC && t2 && t3 && log.topics.length === 4) {
      const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], data as `0x${string}`)
      return [
        {
          item: 0,
          standard: 'erc1155',
          tokenId: id.toString(),
          from: topicAddress(t2),
          to: topicAddress(t3),
          amount: value.toString(),
        },
      ]
    }
    if (topic0 === TRANSFER_BATCH_TOPIC && t2 && t3 && log.topics.length === 4) {
      const [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], data as `0x${string}`)
      if (ids.length !== values.length) return []
      return ids.map((id, item) => ({
        item,
        standard: 'erc1155' as const,
        tokenId: id.toString(),
        from: topicAddress(t2),
        to: topicAddress(t3),
        amount: (values[item] ?? 0n).toString(),
      }))
    }
  } catch {
    // A log whose data does not decode is not a transfer anyone can rely on.
  }
  return []
}

/** The rows of one block. `receipts` are in the block's transaction order. */
export function decodeBlock(block: RawBlock, receipts: readonly RawReceipt[]): BlockRows {
  const number = Number(block.number)
  const minedAt = new Date(Number(block.timestamp) * 1000)
  const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
  const rows: BlockRows = {
    number,
    hash: block.hash.toLowerCase(),
    parentHash: block.parentHash.toLowerCase(),
    transactions: [],
    transfers: [],
    accounts: [],
  }
  for (const tx of block.transactions) {
    const hash = tx.hash.toLowerCase()
    const receipt = receiptOf.get(hash)
    if (!receipt) throw new Error(`block ${number}: no receipt for ${hash}`)
    const txIndex = Number(tx.transactionIndex)
    const failed = Number(receipt.status) !== 1
    const from = tx.from.toLowerCase()
    const to = (tx.to ?? receipt.contractAddress)?.toLowerCase() ?? null
    rows.transactions.push({ hash, blockNumber: number, txIndex, minedAt, from, to, nonce: Number(tx.nonce), failed })
    const touched = new Set([from, ...(to ? [to] : [])])
    const base = { txHash: hash, blockNumber: number }
    // A failed transaction moves no value (and its receipt has no logs).
    if (!failed && to && BigInt(tx.value) > 0n) {
      const amount = hexToDecimal(tx.value)
      rows.transfers.push({
        ...base,
        logIndex: -1,
        item: 0,
        standard: 'native',
        contract: null,
        tokenId: null,
        from,
        to,
        amount,
      })
    }
    for (const log of failed ? [] : receipt.logs) {
      for (const transfer of decodeTransferLog(log)) {
        rows.transfers.push({
          ...base,
          ...transfer,
          logIndex: Number(log.logIndex),
          contract: log.address.toLowerCase(),
        })
        touched.add(transfer.from).add(transfer.to)
      }
    }
    // The zero address stands for "minted" or "burned", not an account whose history anyone reads.
    touched.delete(ZERO_ADDRESS)
    for (const address of touched) rows.accounts.push({ address, txHash: hash, minedAt, blockNumber: number, txIndex })
  }
  return rows
}
