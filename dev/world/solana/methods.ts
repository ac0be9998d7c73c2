/**
 * The Solana RPC methods the local node serves, over the ledger, in the shapes of a Solana node's answers:
 * what @solana/kit's RPC, wallets and the server's balance reader call.
 */
import {
  type Address,
  getAddressEncoder,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
  isAddress,
  type ReadonlyUint8Array,
  type Transaction,
} from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { SOLANA_LOCAL_GENESIS_HASH } from '../../../shared/solana-networks.js'
import { TOKEN_PROGRAMS } from '../../../shared/solana/token-programs.js'
import { type AccountEncoding, accountEncodingOf, rpcAccount } from './account-encoding.js'
import type { RpcMethods } from './json-rpc-server.js'
import type { Ledger, Outcome } from './ledger.js'
import { RPC_CODES, RpcError } from './rpc-errors.js'
import { SIGNATURE_FAILURE } from './transaction-errors.js'

const SOLANA_CORE_VERSION = '2.2.0'
const MAX_SIGNATURES = 256
const MAX_ACCOUNTS = 100

function addressParam(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value))
    throw RpcError.invalidParams(`${name} must be a base58 address, got ${JSON.stringify(value)}`)
  return value
}

function configParam(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw RpcError.invalidParams('the config must be an object')
  return value as Record<string, unknown>
}

function u64Param(value: unknown, name: string): bigint {
  if (
    (typeof value !== 'number' && typeof value !== 'bigint') ||
    BigInt(value) < 0n ||
    !Number.isInteger(Number(value))
  )
    throw RpcError.invalidParams(`${name} must be a whole number of at least 0, got ${JSON.stringify(value)}`)
  return BigInt(value)
}

function bytesParam(value: unknown, encoding: unknown, name: string): Uint8Array {
  if (typeof value !== 'string') throw RpcError.invalidParams(`${name} must be a string`)
  const kind = encoding ?? 'base58'
  if (kind !== 'base58' && kind !== 'base64')
    throw RpcError.invalidParams(`encoding must be base58 or base64, got ${JSON.stringify(kind)}`)
  const valid = kind === 'base64' ? /^[A-Za-z0-9+/]*={0,2}$/ : /^[1-9A-HJ-NP-Za-km-z]*$/
  if (!valid.test(value)) throw RpcError.invalidParams(`${name} is not ${kind}`)
  return new Uint8Array(kind === 'base64' ? getBase64Encoder().encode(value) : getBase58Encoder().encode(value))
}

function transactionParam(params: unknown[]): Transaction {
  const bytes = bytesParam(params[0], configParam(params[1]).encoding, 'the transaction')
  try {
    return getTransactionDecoder().decode(bytes)
  } catch (err) {
    throw RpcError.invalidParams(`the transaction cannot be decoded: ${err instanceof Error ? err.message : err}`)
  }
}

const simulationValue = (outcome: Outcome) => ({
  err: outcome.err,
  logs: outcome.logs,
  accounts: null,
  unitsConsumed: outcome.unitsConsumed,
  returnData: null,
  innerInstructions: null,
})

export function solanaMethods(ledger: Ledger): RpcMethods {
  const { svm } = ledger
  const withContext = (value: unknown) => ({ context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() }, value })
  const account = (address: Address, encoding: AccountEncoding) => {
    const found = svm.getAccount(address)
    return rpcAccount(svm, found.exists ? found : null, encoding)
  }

  const tokenAccountsOf = (owner: Address, filter: Record<string, unknown>, encoding: AccountEncoding) => {
    const mint = filter.mint === undefined ? undefined : addressParam(filter.mint, 'mint')
    const program = mint ? TOKEN_PROGRAM_ADDRESS : addressParam(filter.programId, 'programId')
    if (!TOKEN_PROGRAMS.includes(program)) throw RpcError.invalidParams(`${program} is not a token program`)
    return svm
      .getProgramAccounts(program)
      .filter(({ data }) => data.length >= 165)
      .filter(({ data }) => matches(data, owner, mint))
      .map((found) => ({ pubkey: found.address, account: rpcAccount(svm, found, encoding) }))
  }

  const methods: RpcMethods = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_LOCAL_GENESIS_HASH,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.blockHeight(),
    getTransactionCount: () => ledger.transactionCount(),
    getEpochInfo: () => {
      const { slotsPerEpoch } = svm.getEpochSchedule()
      const slot = ledger.slot()
      return {
        absoluteSlot: slot,
        blockHeight: ledger.blockHeight(),
        epoch: slot / slotsPerEpoch,
        slotIndex: slot % slotsPerEpoch,
        slotsInEpoch: slotsPerEpoch,
        transactionCount: ledger.transactionCount(),
      }
    },
    getBalance: ([address]) => withContext(svm.getBalance(addressParam(address, 'the address')) ?? 0n),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([hash]) => {
      if (typeof hash !== 'string') throw RpcError.invalidParams('the blockhash must be a string')
      return withContext(ledger.isBlockhashValid(hash))
    },
    getMinimumBalanceForRentExemption: ([size]) =>
      svm.minimumBalanceForRentExemption(u64Param(size, 'the account size')),
    getAccountInfo: ([address, config]) =>
      withContext(account(addressParam(address, 'the address'), accountEncodingOf(configParam(config).encoding))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses) || addresses.length > MAX_ACCOUNTS)
        throw RpcError.invalidParams(`the addresses must be a list of at most ${MAX_ACCOUNTS}`)
      const encoding = accountEncodingOf(configParam(config).encoding)
      return withContext(addresses.map((address) => account(addressParam(address, 'each address'), encoding)))
    },
    getTokenAccountsByOwner: ([owner, filter, config]) =>
      withContext(
        tokenAccountsOf(
          addressParam(owner, 'the owner'),
          configParam(filter),
          accountEncodingOf(configParam(config).encoding),
        ),
      ),
    getTokenAccountBalance: ([address]) => {
      const found = account(addressParam(address, 'the token account'), 'jsonParsed')
      const parsed = (found?.data as { parsed?: { type: string; info: { tokenAmount: unknown } } })?.parsed
      if (parsed?.type !== 'account') throw RpcError.invalidParams('Invalid param: not a Token account')
      return withContext(parsed.info.tokenAmount)
    },
    getFeeForMessage: ([message]) => withContext(ledger.feeForMessage(bytesParam(message, 'base64', 'the message'))),
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURES)
        throw RpcError.invalidParams(`the signatures must be a list of at most ${MAX_SIGNATURES}`)
      return withContext(
        signatures.map((signature) => (typeof signature === 'string' ? ledger.status(signature) : null)),
      )
    },
    requestAirdrop: ([address, amount]) => {
      const outcome = ledger.airdrop(addressParam(address, 'the address'), u64Param(amount, 'the lamports'))
      if (outcome.err) throw new RpcError(RPC_CODES.internal, `the airdrop failed: ${JSON.stringify(outcome.err)}`)
      return outcome.signature
    },
    simulateTransaction: (params) => {
      const config = configParam(params[1])
      const outcome = ledger.simulate(transactionParam(params), {
        sigVerify: config.sigVerify === true,
        replaceRecentBlockhash: config.replaceRecentBlockhash === true,
      })
      const replacementBlockhash = config.replaceRecentBlockhash === true ? ledger.latestBlockhash() : null
      return withContext({ ...simulationValue(outcome), replacementBlockhash })
    },
    sendTransaction: (params) => {
      const tx = transactionParam(params)
      const preflight = configParam(params[1]).skipPreflight !== true
      const tried = preflight ? ledger.simulate(tx, { sigVerify: true, replaceRecentBlockhash: false }) : undefined
      const outcome = tried?.err ? tried : ledger.land(tx)
      if (outcome.err === SIGNATURE_FAILURE)
        throw new RpcError(RPC_CODES.signatureVerificationFailure, 'Transaction signature verification failure')
      if (!outcome.landed)
        throw new RpcError(
          RPC_CODES.preflightFailure,
          `Transaction simulation failed: ${JSON.stringify(outcome.err)}`,
          { ...simulationValue(outcome), replacementBlockhash: null },
        )
      return outcome.signature
    },
  }
  // Every call sees the chain as of now: the slots the clock has passed are produced first.
  return Object.fromEntries(
    Object.entries(methods).map(([name, handler]) => [
      name,
      (params: unknown[]) => {
        ledger.tick()
        return handler(params)
      },
    ]),
  )
}

/** Whether a token account's data names `owner` (bytes 32..64) and, when given, `mint` (bytes 0..32). */
function matches(data: ReadonlyUint8Array, owner: Address, mint: Address | undefined): boolean {
  const encode = getAddressEncoder()
  const same = (a: ReadonlyUint8Array, b: ReadonlyUint8Array) =>
    a.length === b.length && a.every((byte, i) => byte === b[i])
  return (
    same(data.subarray(32, 64), encode.encode(owner)) &&
    (mint === undefined || same(data.subarray(0, 32), encode.encode(mint)))
  )
}
