/**
 * The rules of a token send, as pure functions: which token balance is sendable and how much,
 * what the user typed is checked against (each failure one catalog key), the largest amount
 * (Max), and the EVM transaction that carries the transfer with its fee fields checked.
 */
import { encodeFunctionData, isAddress } from 'viem'
import { type AmountError, parseAmount } from '../../shared/amounts.js'
import type { Balance } from '../../shared/contracts/chain-data.js'
import type { FeesPerGas } from '../namespaces/eip155/send-reads.js'

/** A balance the user can send from, its amount exact in the smallest unit. */
export interface SendToken {
  name: string
  symbol: string
  decimals: number
  /** The token contract (plain 0x address); absent for the network's native currency. */
  contract?: `0x${string}`
  balance: bigint
  /** USD price of one unit; 0 when unknown. */
  price: number
  iconUrl: string
}

/** The token of a balance of the API; null when it is not one the widget can send (another namespace, bad data). */
export function sendTokenOf(balance: Balance): SendToken | null {
  const decimals = Number(balance.quantity.decimals)
  const amount = parseAmount(balance.quantity.numeric, decimals)
  const contract = balance.address?.split(':')[2]
  if (!amount.ok || (balance.address !== undefined && !(contract && isAddress(contract)))) return null
  return {
    name: balance.name,
    symbol: balance.symbol,
    decimals,
    ...(contract && { contract: contract as `0x${string}` }),
    balance: amount.value,
    price: balance.price,
    iconUrl: balance.iconUrl,
  }
}

/** The sendable tokens of a balance list, the native currency first. */
export function sendTokensOf(balances: readonly Balance[]): SendToken[] {
  const tokens = balances.map(sendTokenOf).filter((token): token is SendToken => token !== null)
  return [...tokens.filter((token) => !token.contract), ...tokens.filter((token) => token.contract)]
}

/** Why a send cannot go: a key of the `send.errors` catalog group. */
export type SendError =
  | 'networkNotFound'
  | 'unsupportedChain'
  | 'amountAndReceiverRequired'
  | 'tokenRequired'
  | 'invalidReceiver'
  | 'feeExceedsBalance'
  | 'feeUnavailable'
  | Exclude<AmountError, 'empty'>

export interface SendInput {
  /** The namespace of the active network; null when there is none. */
  namespace: string | null
  token: SendToken | null
  amount: string
  receiver: string
  locale: string
  /** The network fee in the native currency, when known (a native send must leave it). */
  fee: bigint | null
}

/**
 * The first rule the input breaks, in the order the user can act on: a network, one that can
 * send (EVM only for now: Solana sends are not offered yet), an amount and a receiver, a token,
 * then the amount itself, the receiver's address and the fee.
 */
export function validateSend(input: SendInput): SendError | null {
  if (!input.namespace) return 'networkNotFound'
  if (input.namespace !== 'eip155') return 'unsupportedChain'
  if (!input.amount.trim() || !input.receiver.trim()) return 'amountAndReceiverRequired'
  const { token } = input
  if (!token) return 'tokenRequired'
  const amount = parseAmount(input.amount, token.decimals, { locale: input.locale, positive: true, max: token.balance })
  if (!amount.ok) return amount.error === 'empty' ? 'amountAndReceiverRequired' : amount.error
  if (!isAddress(input.receiver.trim())) return 'invalidReceiver'
  if (!token.contract && input.fee !== null && amount.value + input.fee > token.balance) return 'feeExceedsBalance'
  return null
}

/**
 * The first rule broken before any Send: a network that cannot send, then what is typed so far,
 * field by field (an empty field breaks none): the amount, then the receiver.
 */
export function typedRule(input: SendInput): SendError | null {
  if (!input.namespace) return 'networkNotFound'
  if (input.namespace !== 'eip155') return 'unsupportedChain'
  const { token } = input
  if (token && input.amount.trim()) {
    const amount = parseAmount(input.amount, token.decimals, {
      locale: input.locale,
      positive: true,
      max: token.balance,
    })
    if (!amount.ok) return amount.error === 'empty' ? null : amount.error
    if (!token.contract && input.fee !== null && amount.value + input.fee > token.balance) return 'feeExceedsBalance'
  }
  if (input.receiver.trim() && !isAddress(input.receiver.trim())) return 'invalidReceiver'
  return null
}

/**
 * The most the user can send: an ERC-20's whole balance; the native balance minus the network
 * fee, never below zero (null when the fee is more than the balance, or not known yet).
 */
export function maxSendable(token: SendToken, fee: bigint | null): bigint | null {
  if (token.contract) return token.balance
  if (fee === null || fee > token.balance) return null
  return token.balance - fee
}

/** The most a transaction may cost in fees: gas × the max fee (or the gas price). */
export function maxFeeOf(gas: bigint, fees: FeesPerGas): bigint {
  return gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas)
}

/** An `eth_sendTransaction` request object: quantities as hex. */
export interface EvmTransactionRequest {
  from: `0x${string}`
  to: `0x${string}`
  value?: `0x${string}`
  data?: `0x${string}`
  gas?: `0x${string}`
  gasPrice?: `0x${string}`
  maxFeePerGas?: `0x${string}`
  maxPriorityFeePerGas?: `0x${string}`
}

const ERC20_TRANSFER = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

const MAX_UINT256 = 2n ** 256n - 1n
const hex = (value: bigint) => `0x${value.toString(16)}` as const

/** The call that moves `amount` of `token` to `receiver`: a value transfer, or ERC-20 `transfer(to, amount)`. */
export function transferCall(
  token: SendToken,
  receiver: `0x${string}`,
  amount: bigint,
): { to: `0x${string}`; value?: bigint; data?: `0x${string}` } {
  if (!token.contract) return { to: receiver, value: amount }
  const data = encodeFunctionData({ abi: ERC20_TRANSFER, functionName: 'transfer', args: [receiver, amount] })
  return { to: token.contract, data }
}

/** The fee fields a request may carry (all optional, as a site or wallet may give them). */
export interface FeeFields {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * The fee rules of a transaction: never a gas price beside the EIP-1559 fields, a max fee within
 * 2^256−1, a priority fee not above the max fee, valid addresses. Throws an Error naming the rule.
 */
export function assertTransactionRules(request: { from: string; to: string } & FeeFields): void {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  for (const address of [request.from, request.to])
    if (!isAddress(address, { strict: false })) throw new Error(`Address "${address}" is invalid.`)
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    throw new Error('Cannot specify both a `gasPrice` and a `maxFeePerGas`/`maxPriorityFeePerGas`.')
  if (maxFeePerGas !== undefined && maxFeePerGas > MAX_UINT256)
    throw new Error('The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).')
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas)
    throw new Error('The tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).')
}

/** The `eth_sendTransaction` object of a transfer, with the gas and fees that were shown, after the fee rules. */
export function transactionRequest(
  from: `0x${string}`,
  call: ReturnType<typeof transferCall>,
  quote: { gas: bigint; fees: FeesPerGas } | null,
): EvmTransactionRequest {
  const fees: FeeFields = quote ? quote.fees : {}
  assertTransactionRules({ from, to: call.to, ...fees })
  return {
    from,
    to: call.to,
    ...(call.value !== undefined && { value: hex(call.value) }),
    ...(call.data && { data: call.data }),
    ...(quote && { gas: hex(quote.gas) }),
    ...(fees.gasPrice !== undefined && { gasPrice: hex(fees.gasPrice) }),
    ...(fees.maxFeePerGas !== undefined && { maxFeePerGas: hex(fees.maxFeePerGas) }),
    ...(fees.maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas: hex(fees.maxPriorityFeePerGas) }),
  }
}
