/**
 * What the sandbox sells where: every network it sends on — the EVM chains of `onramp.networks` with the tokens
 * of `onramp.assets`, and the Solana networks of `onramp.solana` with its tokens — and the purchase currencies of
 * the options built from them. A currency is named by its symbol (AppKit's `SOL` on Solana); one sold in both
 * namespaces lists the networks of both.
 */
import type { Address } from 'viem'
import type { PurchaseCurrency } from '../../shared/contracts/onramp.js'
import { OnrampError } from './provider.js'
import type { OnrampSettings } from './settings.js'

export type OnrampNamespace = 'eip155' | 'solana'

export interface CatalogueAsset {
  symbol: string
  name: string
  decimals: number
  /** The ERC-20's contract on an EVM chain. */
  contract?: Address
  /** The SPL token's mint on a Solana network. */
  mint?: string
}

export interface CatalogueNetwork {
  caipNetworkId: string
  displayName: string
  namespace: OnrampNamespace
  assets: CatalogueAsset[]
}

export interface Catalogue {
  networks: readonly CatalogueNetwork[]
  purchaseCurrencies(): PurchaseCurrency[]
  /**
   * The network `name` (a CAIP-2 id or its reference); without a name, the first network selling `symbol` (the
   * first network at all without a symbol). Rejects with an OnrampError naming what is not offered.
   */
  network(name: string | undefined, symbol?: string): CatalogueNetwork
  /** The token `symbol` on `network`; rejects with an OnrampError when it is not sold there. */
  asset(symbol: string, network: CatalogueNetwork): CatalogueAsset
  /** The network `caipNetworkId` and its token `symbol`, when both are known (orders made earlier). */
  find(caipNetworkId: string, symbol: string): { network: CatalogueNetwork; asset: CatalogueAsset } | undefined
}

const sells = (network: CatalogueNetwork, symbol: string) =>
  network.assets.find((asset) => asset.symbol.toUpperCase() === symbol.toUpperCase())

export function createCatalogue(settings: Pick<OnrampSettings, 'assets' | 'networks' | 'solana'>): Catalogue {
  const networks: CatalogueNetwork[] = [
    ...settings.networks.map((n) => ({ ...n, namespace: 'eip155' as const, assets: settings.assets })),
    ...(settings.solana?.networks ?? []).map((n) => ({
      ...n,
      namespace: 'solana' as const,
      assets: settings.solana?.assets ?? [],
    })),
  ]
  const symbols = () => [...new Set(networks.flatMap((n) => n.assets.map((a) => a.symbol)))].join(', ')

  const unknownCurrency = (symbol: string, where?: CatalogueNetwork) =>
    new OnrampError(
      'UNKNOWN_PURCHASE_CURRENCY',
      'purchaseCurrency',
      where
        ? `purchaseCurrency "${symbol.slice(0, 32)}" is not offered on ${where.displayName} (${where.assets.map((a) => a.symbol).join(', ')})`
        : `purchaseCurrency "${symbol.slice(0, 32)}" is not offered (${symbols()})`,
    )

  return {
    networks,

    purchaseCurrencies() {
      const bySymbol = new Map<string, PurchaseCurrency>()
      for (const network of networks)
        for (const asset of network.assets) {
          const key = asset.symbol.toUpperCase()
          const currency = bySymbol.get(key) ?? {
            id: asset.symbol,
            name: asset.name,
            symbol: asset.symbol,
            networks: [],
          }
          bySymbol.set(key, currency)
          currency.networks.push({
            name: network.caipNetworkId,
            display_name: network.displayName,
            chain_id: network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1),
            contract_address: asset.contract ?? asset.mint ?? '',
          })
        }
      return [...bySymbol.values()]
    },

    network(name, symbol) {
      if (name === undefined) {
        const first = symbol === undefined ? networks[0] : networks.find((n) => sells(n, symbol))
        if (first) return first
        throw symbol === undefined
          ? new OnrampError('UNKNOWN_NETWORK', 'network', 'no network is offered')
          : unknownCurrency(symbol)
      }
      const found = networks.find((n) => n.caipNetworkId === name || n.caipNetworkId.split(':')[1] === name)
      if (!found)
        throw new OnrampError(
          'UNKNOWN_NETWORK',
          'network',
          `network "${name.slice(0, 64)}" is not offered (${networks.map((n) => n.caipNetworkId).join(', ')})`,
        )
      return found
    },

    asset(symbol, network) {
      const found = sells(network, symbol)
      if (found) return found
      throw unknownCurrency(symbol, networks.some((n) => sells(n, symbol)) ? network : undefined)
    },

    find(caipNetworkId, symbol) {
      const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
      const asset = network && sells(network, symbol)
      return network && asset ? { network, asset } : undefined
    },
  }
}
