import { describe, expect, it } from 'vitest'
import type { Balance } from '../../../../shared/contracts/chain-data.js'
import {
  maxSolanaSendable,
  type SolanaSendInput,
  solanaSendTokensOf,
  typedSolanaRule,
  validateSolanaSend,
} from './send-rules.js'

const CHAIN = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
const MINT = '4rWi4mPUnp6UR5B9BESrqf3iLRYdt1g3HxpGrYqHhNrC'
const RECEIVER = 'Dmx8pLufqjpggLgW4VfGaqpsgBaHjcfTzgdXuEcrrJrn'
const balance = (extra: Partial<Balance>): Balance => ({
  name: 'Solana',
  symbol: 'SOL',
  chainId: CHAIN,
  price: 0,
  quantity: { decimals: '9', numeric: '2.5' },
  iconUrl: '',
  ...extra,
})
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9, balance: 2_500_000_000n, price: 0, iconUrl: '' }
const DUSD = { ...SOL, name: 'Demo USD', symbol: 'DUSD', decimals: 6, balance: 7_000_000n, contract: MINT }
const input = (extra: Partial<SolanaSendInput>): SolanaSendInput => ({
  namespace: 'solana',
  token: SOL,
  amount: '1',
  receiver: RECEIVER,
  locale: 'en',
  lamports: SOL.balance,
  cost: { feeLamports: 5_000n, rentLamports: 0n },
  ...extra,
})

describe('Solana send rules', () => {
  it('behavior: SOL and SPL balances become tokens, SOL first, the mint as the address; EVM and bad data are dropped', () => {
    const tokens = solanaSendTokensOf([
      balance({
        name: 'Demo USD',
        symbol: 'DUSD',
        address: `${CHAIN}:${MINT}`,
        quantity: { decimals: '6', numeric: '7' },
      }),
      balance({}),
      balance({ chainId: 'eip155:1', symbol: 'ETH' }),
      balance({ symbol: 'BAD', address: `${CHAIN}:0xnotamint` }),
    ])
    expect(tokens).toEqual([SOL, DUSD])
  })

  it('behavior: a complete SOL send within the balance and the fee breaks no rule', () => {
    expect(validateSolanaSend(input({}))).toBeNull()
    expect(validateSolanaSend(input({ token: DUSD, amount: '7' }))).toBeNull()
  })

  it('error: each rule in the order the user can act on it', () => {
    expect(validateSolanaSend(input({ namespace: null }))).toBe('networkNotFound')
    expect(validateSolanaSend(input({ namespace: 'eip155' }))).toBe('unsupportedChain')
    expect(validateSolanaSend(input({ receiver: ' ' }))).toBe('amountAndReceiverRequired')
    expect(validateSolanaSend(input({ token: null }))).toBe('tokenRequired')
    expect(validateSolanaSend(input({ amount: '3' }))).toBe('exceedsBalance')
    expect(validateSolanaSend(input({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))).toBe(
      'invalidSolanaReceiver',
    )
    expect(validateSolanaSend(input({ receiver: `${RECEIVER}0` }))).toBe('invalidSolanaReceiver')
    expect(validateSolanaSend(input({ amount: '2.5' }))).toBe('feeExceedsBalance')
    expect(
      validateSolanaSend(
        input({ token: DUSD, lamports: 10_000n, cost: { feeLamports: 5_000n, rentLamports: 2_039_280n } }),
      ),
    ).toBe('feeExceedsBalance')
  })

  it('behavior: while typing, an empty field breaks no rule; a bad receiver is named at once', () => {
    expect(typedSolanaRule(input({ amount: '', receiver: '' }))).toBeNull()
    expect(typedSolanaRule(input({ amount: '', receiver: 'not an address' }))).toBe('invalidSolanaReceiver')
    expect(typedSolanaRule(input({ amount: '1.0000000001' }))).toBe('tooManyDecimals')
  })

  it('behavior: Max is SOL less the fee and rent, a token its whole balance, none when SOL cannot pay', () => {
    const cost = { feeLamports: 5_000n, rentLamports: 0n }
    expect(maxSolanaSendable(SOL, SOL.balance, cost)).toBe(2_499_995_000n)
    expect(maxSolanaSendable(DUSD, SOL.balance, { feeLamports: 5_000n, rentLamports: 2_039_280n })).toBe(7_000_000n)
    expect(maxSolanaSendable(DUSD, 1_000n, cost)).toBeNull()
    expect(maxSolanaSendable(SOL, SOL.balance, null)).toBeNull()
  })
})
