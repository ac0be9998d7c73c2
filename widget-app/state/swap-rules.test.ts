import { describe, expect, it } from 'vitest'
import type { Balance } from '../../shared/contracts/chain-data.js'
import type { SwapToken } from '../../shared/contracts/swap.js'
import { checkSwap, minimumReceived, networkFee, priceImpactPercent, swapTokensOf } from './swap-rules.js'

const USDC = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const offered: SwapToken[] = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '/public/getTokenImage/ETH' },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '/public/getTokenImage/USDC' },
  { name: 'Dai', symbol: 'DAI', address: DAI, decimals: 18, logoUri: '/public/getTokenImage/DAI' },
]
const balance = (symbol: string, address: string | undefined, numeric: string, decimals: string, price: number) =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    ...(address && { address: address.toLowerCase() }),
    price,
    value: Number(numeric) * price,
    quantity: { decimals, numeric },
    iconUrl: 'http://localhost/icon',
  }) as Balance

describe('swap rules', () => {
  it('behavior: offered tokens carry the balance, price and value of the same token; ether matches the balance without a contract', () => {
    const choices = swapTokensOf(offered, [
      balance('ETH', undefined, '2.5', '18', 3000),
      balance('USDC', USDC, '12.345678', '6', 1),
    ])
    expect(choices.map((token) => [token.symbol, token.quantity, token.price, token.value])).toEqual([
      ['ETH', 2_500_000_000_000_000_000n, 3000, 7500],
      ['USDC', 12_345_678n, 1, 12.345678],
      ['DAI', 0n, 0, 0],
    ])
  })

  it('error: a pair, a distinct pair, a valid slippage and an amount within the balance are each required', () => {
    const [, usdc, dai] = swapTokensOf(offered, [balance('USDC', USDC, '10', '6', 1)])
    const input = { from: usdc!, to: dai!, amount: '1.5', slippage: '1', locale: 'en' }
    expect(checkSwap(input)).toEqual({ ok: true, amount: 1_500_000n })
    expect(checkSwap({ ...input, to: null })).toEqual({ ok: false, rule: 'tokensRequired' })
    expect(checkSwap({ ...input, to: usdc! })).toEqual({ ok: false, rule: 'sameToken' })
    expect(checkSwap({ ...input, slippage: '50.01' })).toEqual({ ok: false, rule: 'invalidSlippage' })
    expect(checkSwap({ ...input, slippage: '0.125' })).toEqual({ ok: false, rule: 'invalidSlippage' })
    expect(checkSwap({ ...input, amount: '' })).toEqual({ ok: false, rule: 'amountRequired' })
    expect(checkSwap({ ...input, amount: '10.000001' })).toEqual({ ok: false, rule: 'exceedsBalance' })
    expect(checkSwap({ ...input, amount: '0.0000001' })).toEqual({ ok: false, rule: 'tooManyDecimals' })
    expect(checkSwap({ ...input, amount: '0' })).toEqual({ ok: false, rule: 'zero' })
    expect(checkSwap({ ...input, amount: '1,5', locale: 'de' })).toEqual({ ok: true, amount: 1_500_000n })
  })

  it('behavior: the price impact is the share of the USD value lost, and unknown without both prices', () => {
    const usdc = { price: 1, decimals: 6 }
    const dai = { price: 1, decimals: 18 }
    expect(priceImpactPercent(usdc, dai, 100_000_000n, 97n * 10n ** 18n)).toBeCloseTo(3, 10)
    expect(priceImpactPercent(usdc, { ...dai, price: 0 }, 100_000_000n, 97n * 10n ** 18n)).toBeNull()
  })

  it('behavior: the minimum received is the quote less the slippage, rounded down; the fee sums gas × price', () => {
    expect(minimumReceived(1_000_000n, '1')).toBe(990_000n)
    expect(minimumReceived(999n, '0.5')).toBe(994n)
    expect(minimumReceived(1_000n, '0')).toBe(1_000n)
    expect(minimumReceived(1_000n, '51')).toBeNull()
    expect(networkFee(2n, [50_000n, 150_000n])).toBe(400_000n)
  })
})
