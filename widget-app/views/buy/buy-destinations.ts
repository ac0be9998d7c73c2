/**
 * Where a purchase can be sent: the active account on the networks of its namespace, and the email wallet's
 * Solana account on Solana networks. The options the Buy view offers are those networks only, so a Solana
 * account is offered SOL on its Solana network and never a token it could not receive.
 */
import type { OnrampOptionsAnswer } from '../../../shared/contracts/onramp.js'
import type { AppState } from '../../state/app-state.js'

type Accounts = Pick<AppState, 'address' | 'chainNamespace' | 'emailSolanaAddress'>

/** The namespace of a CAIP-2 network id (`solana:…` → `solana`). */
const namespaceOf = (caipNetworkId: string) => caipNetworkId.slice(0, Math.max(0, caipNetworkId.indexOf(':')))

/** Namespace → the address a purchase on that namespace's networks goes to. */
export function destinationsOf(state: Accounts): ReadonlyMap<string, string> {
  const destinations = new Map<string, string>()
  if (state.address && state.chainNamespace) destinations.set(state.chainNamespace, state.address)
  if (state.emailSolanaAddress && !destinations.has('solana')) destinations.set('solana', state.emailSolanaAddress)
  return destinations
}

/** The address a purchase on `caipNetworkId` goes to; null when no account can receive it there. */
export function destinationFor(state: Accounts, caipNetworkId: string): string | null {
  return destinationsOf(state).get(namespaceOf(caipNetworkId)) ?? null
}

/** The options narrowed to the networks an account can receive on; a token left with none is dropped. */
export function receivableOptions(options: OnrampOptionsAnswer, state: Accounts): OnrampOptionsAnswer {
  const destinations = destinationsOf(state)
  return {
    paymentCurrencies: options.paymentCurrencies,
    purchaseCurrencies: options.purchaseCurrencies.flatMap((currency) => {
      const networks = currency.networks.filter((network) => destinations.has(namespaceOf(network.name)))
      return networks.length ? [{ ...currency, networks }] : []
    }),
  }
}
