/**
 * AppKit's own client (`@reown/appkit-controllers`: BlockchainApiController and OnRampController) against this
 * server's onramp: its options, quote and URL calls. The client swallows failures (fallback options, a mocked
 * quote), so each test checks for what only our answer carries.
 */
import { BlockchainApiController, OnRampController } from '@reown/appkit-controllers'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import { testDrivers } from '../testing/databases.js'
import { NETWORK, PROJECT } from './testing/onramp-server.js'
import { SOLANA_NETWORK, type SolanaOnrampWorld, startSolanaOnrampWorld } from './testing/solana-onramp-server.js'
import { pointAppKitAt } from '../testing/appkit-client.js'

/** Inside the 483x range kept for the onramp suites. */
const ANVIL_PORT = 4838
const BUYER = DEMO_HOLDERS[4] as Address

let world: SolanaOnrampWorld

beforeAll(async () => {
  const pglite = testDrivers.find((driver) => driver.name === 'pglite')
  if (!pglite) throw new Error('no PGlite test driver')
  world = await startSolanaOnrampWorld(ANVIL_PORT, pglite, { indexer: { enabled: false } })
  pointAppKitAt({ apiUrl: world.t.url, projectId: PROJECT, rpcUrl: world.node.rpcUrl })
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

describe("AppKit's client against this server's onramp", () => {
  it('behavior: getOnrampOptions reads our currencies and limits, not its fallback', async () => {
    const options = await BlockchainApiController.getOnrampOptions()
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'WETH', 'SOL', 'DUSD'])
    expect(options.purchaseCurrencies[0]?.networks[0]).toMatchObject({ name: NETWORK, chain_id: '31337' })
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('behavior: OnRampController.getQuote sends its text/plain body and reads the purchase amount', async () => {
    const options = await BlockchainApiController.getOnrampOptions()
    const [ether] = options.purchaseCurrencies
    const [usd] = options.paymentCurrencies
    if (!ether || !usd) throw new Error('no options')
    OnRampController.setPurchaseCurrency(ether)
    OnRampController.setPaymentCurrency(usd)
    OnRampController.setPaymentAmount(100)
    const quote = await OnRampController.getQuote()
    expect(quote?.quoteId).not.toBe('mocked-quote-id')
    expect(quote?.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote?.networkFee).toEqual({ amount: '0.25', currency: 'USD' })
    expect(OnRampController.state.purchaseAmount).toBe(0.03275)
  })

  it('behavior: a SOL quote through OnRampController: the network it sends is the symbol, meaning Solana Local', async () => {
    const options = await BlockchainApiController.getOnrampOptions()
    const sol = options.purchaseCurrencies.find((currency) => currency.symbol === 'SOL')
    const [usd] = options.paymentCurrencies
    if (!sol || !usd) throw new Error('no SOL in the options')
    expect(sol.networks[0]).toMatchObject({ name: SOLANA_NETWORK, display_name: 'Solana Local', contract_address: '' })
    OnRampController.setPurchaseCurrency(sol)
    OnRampController.setPaymentCurrency(usd)
    OnRampController.setPaymentAmount(100)
    const quote = await OnRampController.getQuote()
    expect(quote?.quoteId).not.toBe('mocked-quote-id')
    expect(quote?.purchaseAmount).toEqual({ amount: '0.655', currency: 'SOL' })
    expect(quote?.paymentSubtotal).toEqual({ amount: '98.25', currency: 'USD' })
    expect(OnRampController.state.purchaseAmount).toBe(0.655)
  })

  it('error: a quote outside the limits is a failed call, which the client turns into its mocked quote', async () => {
    const options = await BlockchainApiController.getOnrampOptions()
    const [ether] = options.purchaseCurrencies
    const [usd] = options.paymentCurrencies
    if (!ether || !usd) throw new Error('no options')
    const quote = await BlockchainApiController.getOnrampQuote({
      purchaseCurrency: ether,
      paymentCurrency: usd,
      amount: '30000',
      network: ether.symbol,
    })
    expect(quote?.quoteId).toBe('mocked-quote-id')
  })

  it('behavior: generateOnRampURL answers the checkout page of a new order', async () => {
    const url = await BlockchainApiController.generateOnRampURL({
      destinationWallets: [{ address: BUYER, blockchains: [NETWORK], assets: ['ETH'] }],
      partnerUserId: BUYER,
      defaultNetwork: NETWORK,
      paymentAmount: 50,
    })
    expect(url).toMatch(new RegExp(`^${world.t.url}/onramp/checkout/[A-Za-z0-9_-]{22}$`))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Buy ETH on Anvil Local</h1>')
    expect(html).toContain('value="50.00"')
    expect(html).toContain(BUYER)
  })
})
