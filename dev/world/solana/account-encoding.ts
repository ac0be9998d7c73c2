/**
 * Accounts as a Solana RPC node writes them (`getAccountInfo`, `getMultipleAccounts`,
 * `getTokenAccountsByOwner`): data in base58, base64, or `jsonParsed` for SPL token accounts and mints (any
 * other account falls back to base64, as on a real node).
 */
import { type EncodedAccount, getBase58Decoder, getBase64Decoder, type ReadonlyUint8Array } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { RpcError } from './rpc-errors.js'

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

/** Every account is rent-exempt here; the RPC writes u64::MAX for those. */
const RENT_EPOCH = 18_446_744_073_709_551_615n
const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

export function accountEncodingOf(value: unknown): AccountEncoding {
  if (value === undefined) return 'base58'
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value
  throw RpcError.invalidParams(`encoding must be base58, base64 or jsonParsed, got ${JSON.stringify(value)}`)
}

/** `amount` in units of `decimals`, without trailing zeros: 1000000000, 6 → "1000". */
export function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const optionValue = <T>(option: { __option: 'Some'; value: T } | { __option: 'None' }): T | null =>
  option.__option === 'Some' ? option.value : null

function parsedTokenData(svm: LiteSVM, data: ReadonlyUint8Array): unknown {
  if (data.length === MINT_SIZE) {
    const mint = getMintDecoder().decode(data)
    return {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: optionValue(mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: optionValue(mint.mintAuthority),
        supply: mint.supply.toString(),
      },
    }
  }
  if (data.length !== TOKEN_ACCOUNT_SIZE) return undefined
  const token = getTokenDecoder().decode(data)
  const mintAccount = svm.getAccount(token.mint)
  const decimals = mintAccount.exists ? getMintDecoder().decode(mintAccount.data).decimals : 0
  const uiAmount = uiAmountString(token.amount, decimals)
  return {
    type: 'account',
    info: {
      isNative: optionValue(token.isNative) !== null,
      mint: token.mint,
      owner: token.owner,
      state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
      tokenAmount: { amount: token.amount.toString(), decimals, uiAmount: Number(uiAmount), uiAmountString: uiAmount },
    },
  }
}

function encodeData(svm: LiteSVM, account: EncodedAccount, encoding: AccountEncoding) {
  if (encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ADDRESS) {
    const parsed = parsedTokenData(svm, account.data)
    if (parsed) return { program: 'spl-token', parsed, space: account.data.length }
  }
  if (encoding === 'base58') return [getBase58Decoder().decode(account.data), 'base58']
  return [getBase64Decoder().decode(account.data), 'base64']
}

/** The RPC's account object, or null for an account that does not exist. */
export function rpcAccount(svm: LiteSVM, account: EncodedAccount | null, encoding: AccountEncoding) {
  if (!account) return null
  return {
    data: encodeData(svm, account, encoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH,
    space: BigInt(account.data.length),
  }
}
