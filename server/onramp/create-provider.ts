/**
 * Which onramp provider answers, from the settings (`onramp.provider`): the sandbox, or none. A real
 * provider is one more case here (see provider.ts for what it implements); the routes only see the
 * `OnrampProvider` interface, plus the pages the provider serves itself, when it has any.
 */
import type { Hono } from 'hono'
import type { ApiContext } from '../api/context.js'
import { createPriceSource } from '../chain-data/price-source.js'
import { checkoutRoutes } from './checkout-routes.js'
import type { OnrampProvider } from './provider.js'
import { CHECKOUT_PATH, createSandboxProvider } from './sandbox.js'
import { createTreasury } from './treasury.js'
import { orderPayer } from './order-payer.js'
import { createSolanaTreasury, type SolanaTreasury } from './solana-treasury.js'
import type { OnrampSolanaSettings } from './solana-settings.js'

export interface ChosenOnrampProvider {
  provider: OnrampProvider
  /** Pages on this server's own origin (the sandbox's checkout), mounted at `base`. */
  pages?: { base: string; app: Hono }
}

/** The configured provider, or undefined when the server offers no onramp. */
export function createOnrampProvider(ctx: ApiContext): ChosenOnrampProvider | undefined {
  const settings = ctx.config.onramp
  switch (settings.provider) {
    case 'none':
      return undefined
    case 'sandbox': {
      if (!settings.treasuryKey) throw new Error('onramp.treasuryKey is required by the sandbox provider')
      const rpcUrls = new Map(ctx.config.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl]))
      for (const network of settings.networks)
        if (!rpcUrls.has(network.caipNetworkId))
          throw new Error(`onramp.networks: ${network.caipNetworkId} is not one of the server's chains`)
      const treasury = orderPayer(
        createTreasury({
          db: ctx.db,
          clock: ctx.clock,
          privateKey: settings.treasuryKey,
          rpcUrls,
          receiptTimeoutMs: settings.receiptTimeoutMs,
        }),
        settings.solana && solanaTreasuryOf(ctx, settings.solana),
      )
      const sandbox = createSandboxProvider({
        settings,
        priceSource: createPriceSource(ctx.config.chainData.prices),
        treasury,
        db: ctx.db,
        clock: ctx.clock,
        publicOrigin: ctx.config.publicOrigin,
      })
      const app = checkoutRoutes({ sandbox, publicOrigin: ctx.config.publicOrigin, clock: ctx.clock })
      return { provider: sandbox, pages: { base: CHECKOUT_PATH, app } }
    }
  }
}

/** The treasury paying on the Solana networks sold on, each of which must be one of the server's Solana networks. */
function solanaTreasuryOf(ctx: ApiContext, settings: OnrampSolanaSettings): SolanaTreasury {
  const rpcUrls = new Map(ctx.config.solana.networks.map((network) => [network.caipNetworkId, network.rpcUrl]))
  for (const network of settings.networks)
    if (!rpcUrls.has(network.caipNetworkId))
      throw new Error(`onramp.solana.networks: ${network.caipNetworkId} is not one of the server's Solana networks`)
  return createSolanaTreasury({
    db: ctx.db,
    clock: ctx.clock,
    seed: Uint8Array.from(Buffer.from(settings.treasurySeed, 'hex')),
    rpcUrls,
    receiptTimeoutMs: ctx.config.onramp.receiptTimeoutMs,
  })
}
