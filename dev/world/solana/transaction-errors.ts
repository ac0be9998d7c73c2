/**
 * litesvm's transaction errors in the JSON shape a Solana RPC node answers them (`"BlockhashNotFound"`,
 * `{ "InstructionError": [0, { "Custom": 1 }] }`, `{ "InsufficientFundsForRent": { "account_index": 1 } }`),
 * which @solana/kit turns into its own SolanaError codes. The name lists follow litesvm's enums, in order.
 */
import type { FailedTransactionMetadata } from 'litesvm'

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error as the RPC writes it. */
export type RpcTransactionError = string | Record<string, unknown>

export const BLOCKHASH_NOT_FOUND: RpcTransactionError = 'BlockhashNotFound'
export const SIGNATURE_FAILURE: RpcTransactionError = 'SignatureFailure'

function instructionError(err: unknown): unknown {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? 'GenericError'
  if (err && typeof err === 'object' && 'code' in err) return { Custom: Number(err.code) }
  if (err && typeof err === 'object' && 'msg' in err) return { BorshIoError: String(err.msg) }
  return 'GenericError'
}

/** The RPC's JSON of a failed transaction's error. */
export function rpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const err: unknown = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure'
  const name = (err as object).constructor.name
  const fields = err as { index?: number; accountIndex?: number; err?: () => unknown }
  switch (name) {
    case 'TransactionErrorInstructionError':
      return { InstructionError: [fields.index, instructionError(fields.err?.())] }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: fields.index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: fields.accountIndex } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex } }
    default:
      return String(failed.err())
  }
}
