import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Balance } from '../../shared/contracts/chain-data.js'
import {
  assertTransactionRules,
  maxFeeOf,
  maxSendable,
  type SendInput,
  type SendToken,
  sendTokensOf,
  transactionRequest,
  transferCall,
  typedRule,
  validateSend,
} from './send-rules.js'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokenAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ETH: SendToken = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 18n, price: 3000, iconUrl: '' }
const USDC: SendToken = {
  ...ETH,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  balance: 5_000_000n,
  contract: tokenAddress,
}
const input = (patch: Partial<SendInput>): SendInput => ({
  namespace: 'eip155',
  token: USDC,
  amount: '1.5',
  receiver: bob,
  locale: 'en',
  fee: 21_000n * 10n ** 9n,
  ...patch,
})

describe('sendable tokens', () => {
  const balance = (patch: Partial<Balance>): Balance => ({
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    quantity: { decimals: '18', numeric: '1.000000000000000001' },
    iconUrl: 'http://api/public/getTokenImage/ETH',
    ...patch,
  })

  it('behavior: the native currency comes first; amounts are exact; the CAIP-10 address becomes the contract', () => {
    const tokens = sendTokensOf([
      balance({
        name: 'USD Coin',
        symbol: 'USDC',
        address: `eip155:31337:${tokenAddress}`,
        quantity: { decimals: '6', numeric: '2.5' },
      }),
      balance({}),
    ])
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(tokens[0]).toMatchObject({ balance: 10n ** 18n + 1n, decimals: 18 })
    expect(tokens[0]?.contract).toBeUndefined()
    expect(tokens[1]).toMatchObject({ balance: 2_500_000n, contract: tokenAddress })
  })

  it('error: a balance whose address is not an EVM contract is not offered', () => {
    expect(sendTokensOf([balance({ address: 'solana:x:abc' })])).toEqual([])
  })
})

describe('validateSend: each rule with its exact text key', () => {
  it('error: no active network, then a namespace other than eip155 (Solana is not offered yet)', () => {
    expect(validateSend(input({ namespace: null }))).toBe('networkNotFound')
    expect(validateSend(input({ namespace: 'solana' }))).toBe('unsupportedChain')
    expect(validateSend(input({ namespace: 'bip122' }))).toBe('unsupportedChain')
  })

  it('error: an amount and a receiver are required, before the token', () => {
    expect(validateSend(input({ amount: '' }))).toBe('amountAndReceiverRequired')
    expect(validateSend(input({ receiver: '  ' }))).toBe('amountAndReceiverRequired')
    expect(validateSend(input({ amount: '', token: null }))).toBe('amountAndReceiverRequired')
    expect(validateSend(input({ token: null }))).toBe('tokenRequired')
  })

  it('error: the amount is checked against the token and the balance', () => {
    expect(validateSend(input({ amount: '-1' }))).toBe('negative')
    expect(validateSend(input({ amount: '1e6' }))).toBe('exponent')
    expect(validateSend(input({ amount: '0.0000001' }))).toBe('tooManyDecimals')
    expect(validateSend(input({ amount: '5.000001' }))).toBe('exceedsBalance')
    expect(validateSend(input({ amount: '0' }))).toBe('zero')
    expect(validateSend(input({ amount: '1,5' }))).toBe('invalid')
    expect(validateSend(input({ amount: '1,5', locale: 'de' }))).toBeNull()
  })

  it('error: the receiver must be an address, checksummed or lowercase', () => {
    expect(validateSend(input({ receiver: 'bob.eth' }))).toBe('invalidReceiver')
    expect(validateSend(input({ receiver: bob.replace('7099', '7O99') }))).toBe('invalidReceiver')
    expect(validateSend(input({ receiver: bob.toLowerCase() }))).toBeNull()
    // A mixed-case address whose checksum is wrong is a typo.
    expect(validateSend(input({ receiver: bob.replace('C51812dc', 'c51812dc') }))).toBe('invalidReceiver')
  })

  it('error: a native send must leave the fee; an ERC-20 send does not take it from the amount', () => {
    const fee = 21_000n * 10n ** 9n
    expect(validateSend(input({ token: ETH, amount: '1' }))).toBe('feeExceedsBalance')
    expect(validateSend(input({ token: ETH, amount: '0.999979' }))).toBeNull()
    expect(validateSend(input({ token: ETH, amount: '0.999979000000000001' }))).toBe('feeExceedsBalance')
    expect(validateSend(input({ token: ETH, amount: '1', fee: null }))).toBeNull()
    expect(validateSend(input({ amount: '5', fee }))).toBeNull()
  })
})

describe('typedRule: what is shown while typing', () => {
  it('behavior: an empty field breaks no rule; a typed amount, then a typed receiver, are checked', () => {
    expect(typedRule(input({ amount: '', receiver: '' }))).toBeNull()
    expect(typedRule(input({ amount: '1e3', receiver: '' }))).toBe('exponent')
    expect(typedRule(input({ amount: '', receiver: '0x12' }))).toBe('invalidReceiver')
    expect(typedRule(input({ amount: '9', receiver: '0x12' }))).toBe('exceedsBalance')
    expect(typedRule(input({ token: ETH, amount: '1', receiver: '' }))).toBe('feeExceedsBalance')
    expect(typedRule(input({}))).toBeNull()
  })

  it('error: a network that cannot send is said before anything is typed', () => {
    expect(typedRule(input({ namespace: null, amount: '', receiver: '' }))).toBe('networkNotFound')
    expect(typedRule(input({ namespace: 'solana', amount: '', receiver: '' }))).toBe('unsupportedChain')
  })
})

describe('Max and fees', () => {
  it('behavior: Max is the whole ERC-20 balance, or the native balance minus the fee, never negative', () => {
    expect(maxSendable(USDC, null)).toBe(5_000_000n)
    expect(maxSendable(ETH, 21_000n)).toBe(10n ** 18n - 21_000n)
    expect(maxSendable(ETH, 10n ** 18n)).toBe(0n)
    expect(maxSendable(ETH, 10n ** 18n + 1n)).toBeNull()
    expect(maxSendable(ETH, null)).toBeNull()
  })

  it('behavior: the most a transaction costs is gas × max fee, or gas × gas price', () => {
    expect(maxFeeOf(21_000n, { maxFeePerGas: 3n, maxPriorityFeePerGas: 1n })).toBe(63_000n)
    expect(maxFeeOf(21_000n, { gasPrice: 2n })).toBe(42_000n)
  })

  it('error: the fee rules, each named', () => {
    const base = { from: me, to: bob }
    expect(() => assertTransactionRules({ ...base, gasPrice: 1n, maxFeePerGas: 2n })).toThrow(
      'Cannot specify both a `gasPrice` and a `maxFeePerGas`/`maxPriorityFeePerGas`.',
    )
    expect(() => assertTransactionRules({ ...base, gasPrice: 1n, maxPriorityFeePerGas: 1n })).toThrow(
      'Cannot specify both',
    )
    expect(() => assertTransactionRules({ ...base, maxFeePerGas: 2n ** 256n })).toThrow('2^256-1')
    expect(() => assertTransactionRules({ ...base, maxFeePerGas: 2n ** 256n - 1n })).not.toThrow()
    expect(() => assertTransactionRules({ ...base, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toThrow(
      'cannot be higher than the fee cap',
    )
    expect(() => assertTransactionRules({ ...base, maxFeePerGas: 2n, maxPriorityFeePerGas: 2n })).not.toThrow()
    expect(() => assertTransactionRules({ from: me, to: '0x1234' })).toThrow('Address "0x1234" is invalid.')
  })
})

describe('the transaction', () => {
  it('behavior: a native send is {to, value}; an ERC-20 send is transfer(to, amount) to the token', () => {
    expect(transactionRequest(me, transferCall(ETH, bob, 15n), null)).toEqual({ from: me, to: bob, value: '0xf' })
    const erc20 = transactionRequest(me, transferCall(USDC, bob, 1_500_000n), {
      gas: 50_000n,
      fees: { maxFeePerGas: 3n, maxPriorityFeePerGas: 1n },
    })
    expect(erc20).toMatchObject({
      from: me,
      to: tokenAddress,
      gas: '0xc350',
      maxFeePerGas: '0x3',
      maxPriorityFeePerGas: '0x1',
    })
    expect(erc20.value).toBeUndefined()
    expect(erc20.gasPrice).toBeUndefined()
    const call = decodeFunctionData({ abi: parseAbi(['function transfer(address,uint256)']), data: erc20.data! })
    expect(call.args).toEqual([bob, 1_500_000n])
  })

  it('behavior: a legacy chain gets a gas price and no EIP-1559 fields', () => {
    const request = transactionRequest(me, transferCall(ETH, bob, 1n), { gas: 21_000n, fees: { gasPrice: 7n } })
    expect(request).toEqual({ from: me, to: bob, value: '0x1', gas: '0x5208', gasPrice: '0x7' })
  })
})
