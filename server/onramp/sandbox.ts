/**
 * The sandbox onramp provider: this server's own terms (settings.ts), prices from the server's price
 * source, orders in the database, a checkout page this server serves (checkout-routes.ts) and a
 * treasury on each local chain that pays (treasury.ts on EVM chains, solana-treasury.ts on Solana networks;
 * order-payer.ts picks it). What is sold where is the catalogue's (catalogue.ts). No money moves anywhere but
 * on the local chains.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type {
  OnrampOptionsAnswer,
  OnrampOrderAnswer,
  OnrampQuoteAnswer,
  OnrampQuoteRequest,
  PaymentMethod,
} from '../../shared/contracts/onramp.js'
import { PAYMENT_METHODS } from '../../shared/contracts/onramp.js'
import type { PriceSource } from '../chain-data/price-source.js'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import {
  computeQuote,
  decimalToMicro,
  fiatToMinor,
  minorToFiat,
  type QuoteParts,
  unitsToDecimal,
  usdPriceToMicro,
} from './money.js'
import { isExpired, ORDER_EXPIRED_REASON } from './order-expiry.js'
import { type Catalogue, type CatalogueAsset, createCatalogue } from './catalogue.js'
import { checkDestination } from './destination.js'
import { type CheckoutAnswer, type CheckoutParameters, OnrampError, type OnrampProvider } from './provider.js'
import type { OnrampSettings } from './settings.js'
import { findOrder, insertOrder, type OrderRow } from './store.js'
import type { OrderPayer } from './order-payer.js'

/** The checkout page's path; the order id follows it. */
export const CHECKOUT_PATH = '/onramp/checkout'

export interface SandboxProvider extends OnrampProvider {
  settings: OnrampSettings
  /** What is sold on which network. */
  catalogue: Catalogue
  treasury: OrderPayer
  /** The exact quote of paying `totalMinor` for an order's token; rejects with an OnrampError. */
  price(p: {
    order: OrderRow
    method: PaymentMethod
    totalMinor: bigint
  }): Promise<QuoteParts & { asset: CatalogueAsset }>
  /** The limits of a currency and method, in minor units; undefined when the method is not offered in it. */
  limits(currency: string, method: PaymentMethod): { min: bigint; max: bigint } | undefined
  findOrder(id: string): Promise<OrderRow | undefined>
  /** The order as the widget reads it; an open order past its time is answered `expired`. */
  describeOrder(order: OrderRow): OnrampOrderAnswer
}

export interface CreateSandboxParameters {
  settings: OnrampSettings
  priceSource: PriceSource
  treasury: OrderPayer
  db: Database
  clock: Clock
  /** This server's public origin, where the checkout page is. */
  publicOrigin: string
}

const ORDER_ID = /^[A-Za-z0-9_-]{22}$/

export function createSandboxProvider(p: CreateSandboxParameters): SandboxProvider {
  const { settings } = p
  const catalogue = createCatalogue(settings)
  const limits = (currency: string, method: PaymentMethod) => {
    const limit = settings.limits[currency]?.[method]
    return limit ? { min: fiatToMinor(limit.min), max: fiatToMinor(limit.max) } : undefined
  }
  const currencyRate = (currency: string): bigint => {
    const rate = settings.usdPerUnit[currency]
    if (!rate)
      throw new OnrampError(
        'UNKNOWN_PAYMENT_CURRENCY',
        'paymentCurrency',
        `paymentCurrency "${currency.slice(0, 8)}" is not offered (${Object.keys(settings.usdPerUnit).join(', ')})`,
      )
    return decimalToMicro(rate)
  }
  /** Refuses an amount outside the method's limits, or (no method) outside every method's. */
  const checkLimits = (currency: string, method: PaymentMethod | undefined, totalMinor: bigint): void => {
    const methods = method ? [method] : PAYMENT_METHODS.filter((m) => limits(currency, m))
    const ranges = methods.map((m) => ({ m, range: limits(currency, m) }))
    if (method && !ranges[0]?.range)
      throw new OnrampError('UNKNOWN_PAYMENT_METHOD', 'paymentMethod', `${method} is not offered for ${currency}`)
    if (ranges.some(({ range }) => range && totalMinor >= range.min && totalMinor <= range.max)) return
    const described = ranges
      .map(({ m, range }) => (range ? `${m} ${minorToFiat(range.min)} to ${minorToFiat(range.max)}` : ''))
      .filter(Boolean)
      .join(', ')
    throw new OnrampError(
      'AMOUNT_OUT_OF_LIMITS',
      'amount',
      `amount ${minorToFiat(totalMinor)} ${currency} is outside the limits (${described} ${currency})`,
    )
  }

  async function quoteParts(chainId: string, token: CatalogueAsset, currency: string, totalMinor: bigint) {
    const key = token.contract ? token.contract.toLowerCase() : (token.mint ?? 'native')
    const prices = await p.priceSource.prices(chainId, [{ key, symbol: token.symbol }])
    const price = prices.get(key)
    if (price === undefined || price <= 0)
      throw new OnrampError('NO_PRICE', 'purchaseCurrency', `${token.symbol} has no price on ${chainId} right now`)
    const parts = computeQuote({
      totalMinor,
      feeBps: settings.feeBps,
      networkFeeMinor: BigInt(settings.networkFeeMinor[currency] ?? 0),
      usdPerUnitMicro: currencyRate(currency),
      tokenPriceMicro: usdPriceToMicro(price),
      decimals: token.decimals,
    })
    if (parts.purchaseUnits === 0n)
      throw new OnrampError(
        'AMOUNT_BELOW_FEES',
        'amount',
        `amount ${minorToFiat(totalMinor)} ${currency} does not cover the fees`,
      )
    return parts
  }

  const describeOrder = (order: OrderRow): OnrampOrderAnswer => {
    const token = catalogue.find(order.chain_id, order.asset_symbol)?.asset
    const expired = isExpired(order, p.clock())
    return {
      orderId: order.id,
      status: expired ? 'expired' : order.status,
      chainId: order.chain_id,
      address: order.destination,
      purchaseCurrency: order.asset_symbol,
      paymentCurrency: order.payment_currency,
      paymentMethod: order.payment_method,
      ...(order.total_minor === null
        ? {}
        : { paymentTotal: { amount: minorToFiat(BigInt(order.total_minor)), currency: order.payment_currency } }),
      ...(order.purchase_units === null || !token
        ? {}
        : {
            purchaseAmount: {
              amount: unitsToDecimal(BigInt(order.purchase_units), token.decimals),
              currency: order.asset_symbol,
            },
          }),
      ...(order.tx_hash === null || order.status === 'failed' ? {} : { txHash: order.tx_hash }),
      ...(order.failure_reason === null ? {} : { failureReason: order.failure_reason }),
      ...(expired ? { failureReason: ORDER_EXPIRED_REASON } : {}),
    }
  }

  return {
    settings,
    catalogue,
    treasury: p.treasury,
    limits,
    describeOrder,
    findOrder: (id) => (ORDER_ID.test(id) ? findOrder(p.db, id) : Promise.resolve(undefined)),

    async options(): Promise<OnrampOptionsAnswer> {
      return {
        paymentCurrencies: Object.keys(settings.usdPerUnit).map((currency) => ({
          id: currency,
          payment_method_limits: PAYMENT_METHODS.flatMap((method) => {
            const limit = settings.limits[currency]?.[method]
            return limit ? [{ id: method, min: limit.min, max: limit.max }] : []
          }),
        })),
        purchaseCurrencies: catalogue.purchaseCurrencies(),
      }
    },

    async quote(request: OnrampQuoteRequest): Promise<OnrampQuoteAnswer> {
      const symbol = request.purchaseCurrency.symbol ?? request.purchaseCurrency.id
      // AppKit's client sends the currency's symbol as the network: its first network is meant.
      const named = request.network.toUpperCase() === symbol.toUpperCase() ? undefined : request.network
      const chain = catalogue.network(named, symbol)
      const token = catalogue.asset(symbol, chain)
      const currency = request.paymentCurrency.id.toUpperCase()
      currencyRate(currency)
      const totalMinor = fiatToMinor(request.amount)
      checkLimits(currency, request.paymentMethod, totalMinor)
      const parts = await quoteParts(chain.caipNetworkId, token, currency, totalMinor)
      const fiat = (minor: bigint) => ({ amount: minorToFiat(minor), currency })
      return {
        paymentTotal: fiat(parts.totalMinor),
        paymentSubtotal: fiat(parts.subtotalMinor),
        providerFee: fiat(parts.providerFeeMinor),
        networkFee: fiat(parts.networkFeeMinor),
        purchaseAmount: { amount: unitsToDecimal(parts.purchaseUnits, token.decimals), currency: token.symbol },
        quoteId: randomUUID(),
      }
    },

    async checkout({ request, projectId }: CheckoutParameters): Promise<CheckoutAnswer> {
      const [wallet] = request.destinationWallets
      if (!wallet)
        throw new OnrampError('BAD_DESTINATION', 'destinationWallets', 'destinationWallets must name an address')
      const symbol = request.purchaseCurrency ?? wallet.assets?.[0]
      const chain = catalogue.network(request.defaultNetwork ?? wallet.blockchains?.[0], symbol)
      const destination = checkDestination(wallet.address, chain)
      const token = catalogue.asset(symbol ?? chain.assets[0]?.symbol ?? '', chain)
      const currency = (request.paymentCurrency ?? 'USD').toUpperCase()
      currencyRate(currency)
      const method = request.paymentMethod ?? 'card'
      if (!limits(currency, method))
        throw new OnrampError('UNKNOWN_PAYMENT_METHOD', 'paymentMethod', `${method} is not offered for ${currency}`)
      const preset = request.presetFiatAmount
      const presetFiat =
        preset !== undefined && Number.isFinite(preset) && preset > 0 && preset < 1e9 ? preset.toFixed(2) : undefined
      const id = randomBytes(16).toString('base64url')
      await insertOrder(p.db, {
        id,
        projectId,
        chainId: chain.caipNetworkId,
        destination,
        assetSymbol: token.symbol,
        paymentCurrency: currency,
        paymentMethod: method,
        ...(presetFiat === undefined ? {} : { presetFiat }),
        now: p.clock(),
      })
      return { url: `${p.publicOrigin}${CHECKOUT_PATH}/${id}`, orderId: id }
    },

    async order(orderId, projectId) {
      const row = ORDER_ID.test(orderId) ? await findOrder(p.db, orderId) : undefined
      if (!row || row.project_id !== projectId) return undefined
      return describeOrder(row.status === 'pending' ? await p.treasury.refresh(row) : row)
    },

    async price({ order, method, totalMinor }) {
      const found = catalogue.find(order.chain_id, order.asset_symbol)
      if (!found)
        throw new OnrampError(
          'UNKNOWN_PURCHASE_CURRENCY',
          'purchaseCurrency',
          `${order.asset_symbol} is no longer offered`,
        )
      const token = found.asset
      checkLimits(order.payment_currency, method, totalMinor)
      return { ...(await quoteParts(order.chain_id, token, order.payment_currency, totalMinor)), asset: token }
    },
  }
}
