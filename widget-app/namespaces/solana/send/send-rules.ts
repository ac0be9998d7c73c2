/**
 * The rules of a Solana send, as pure functions: which balances are sendable (SOL, and SPL tokens by
 * their mint), what the user typed is checked against (each failure one key of the `send.errors`
 * catalog group), and the largest amount (Max). SOL pays the network fee of every send, and the rent
 * of the receiver's token account when an SPL transfer has to create it.
 */
import { parseAmount } from '../../../../shared/amounts.js'
import type { Balance } from '../../../../shared/contracts/chain-data.js'
import type { SendError } from '../../../state/send-rules.js'
import { BASE58_ADDRESS } from '../standard-wallets.js'

/** A Solana balance the user can send from, its amount exact in the smallest unit. */
export interface SolanaSendToken {
  name: string
  symbol: string
  decimals: number
  /** The SPL mint (base58); absent for SOL. */
  contract?: string
  balance: bigint
  /** USD price of one unit; 0 when unknown. */
  price: number
  iconUrl: string
}

/** Why a Solana send cannot go: the EVM rules, and a receiver that is not a base58 address. */
export type SolanaSendError = Exclude<SendError, 'invalidReceiver'> | 'invalidSolanaReceiver'

/** What SOL a send costs beside the amount: the network fee and the rent of a token account it creates. */
export interface SolanaCost {
  feeLamports: bigint
  rentLamports: bigint
}

export interface SolanaSendInput {
  /** The namespace of the active network; null when there is none. */
  namespace: string | null
  token: SolanaSendToken | null
  amount: string
  receiver: string
  locale: string
  /** The SOL balance (lamports): it pays the cost. */
  lamports: bigint
  /** The cost of the transfer as typed, when known. */
  cost: SolanaCost | null
}

/** The token of a balance of the API; null for another namespace or data that does not parse. */
export function solanaSendTokenOf(balance: Balance): SolanaSendToken | null {
  if (!balance.chainId.startsWith('solana:')) return null
  const decimals = Number(balance.quantity.decimals)
  const amount = parseAmount(balance.quantity.numeric, decimals)
  const mint = balance.address?.split(':')[2]
  if (!amount.ok || (balance.address !== undefined && !(mint && BASE58_ADDRESS.test(mint)))) return null
  return {
    name: balance.name,
    symbol: balance.symbol,
    decimals,
    ...(mint && { contract: mint }),
    balance: amount.value,
    price: balance.price,
    iconUrl: balance.iconUrl,
  }
}

/** The sendable tokens of a balance list, SOL first. */
export function solanaSendTokensOf(balances: readonly Balance[]): SolanaSendToken[] {
  const tokens = balances.map(solanaSendTokenOf).filter((token): token is SolanaSendToken => token !== null)
  return [...tokens.filter((token) => !token.contract), ...tokens.filter((token) => token.contract)]
}

/** Whether `text` is a base58 Solana address (32 to 44 characters of Bitcoin's alphabet). */
export const isSolanaAddress = (text: string): boolean => BASE58_ADDRESS.test(text.trim())

/** The SOL the send takes: the amount when SOL is sent, plus the fee and any rent. */
function lamportsNeeded(token: SolanaSendToken, amount: bigint, cost: SolanaCost): bigint {
  return (token.contract ? 0n : amount) + cost.feeLamports + cost.rentLamports
}

function amountRule(input: SolanaSendInput, emptyIs: SolanaSendError | null): SolanaSendError | null {
  const { token } = input
  if (!token) return null
  const amount = parseAmount(input.amount, token.decimals, { locale: input.locale, positive: true, max: token.balance })
  if (!amount.ok) return amount.error === 'empty' ? emptyIs : amount.error
  if (input.cost && lamportsNeeded(token, amount.value, input.cost) > input.lamports) return 'feeExceedsBalance'
  return null
}

function namespaceRule(input: SolanaSendInput): SolanaSendError | null {
  if (!input.namespace) return 'networkNotFound'
  return input.namespace === 'solana' ? null : 'unsupportedChain'
}

/**
 * The first rule the input breaks, in the order the user can act on: a Solana network, an amount
 * and a receiver, a token, the amount itself, the receiver's address, then SOL for the cost.
 */
export function validateSolanaSend(input: SolanaSendInput): SolanaSendError | null {
  const network = namespaceRule(input)
  if (network) return network
  if (!input.amount.trim() || !input.receiver.trim()) return 'amountAndReceiverRequired'
  if (!input.token) return 'tokenRequired'
  const amount = amountRule({ ...input, cost: null }, 'amountAndReceiverRequired')
  if (amount) return amount
  if (!isSolanaAddress(input.receiver)) return 'invalidSolanaReceiver'
  return amountRule(input, null)
}

/** The first rule broken by what is typed so far (an empty field breaks none): shown while typing. */
export function typedSolanaRule(input: SolanaSendInput): SolanaSendError | null {
  const network = namespaceRule(input)
  if (network) return network
  const amount = input.amount.trim() ? amountRule(input, null) : null
  if (amount) return amount
  if (input.receiver.trim() && !isSolanaAddress(input.receiver)) return 'invalidSolanaReceiver'
  return null
}

/**
 * The most the user can send: a token's whole balance when SOL covers the cost; SOL less the cost,
 * never below zero. Null when the cost is not known yet or is more than the SOL balance.
 */
export function maxSolanaSendable(token: SolanaSendToken, lamports: bigint, cost: SolanaCost | null): bigint | null {
  if (!cost) return null
  const spent = cost.feeLamports + cost.rentLamports
  if (spent > lamports) return null
  return token.contract ? token.balance : lamports - spent
}
