/**
 * The email wallet's Solana account. The secure frame holds an Ed25519 key beside the wallet's EOA
 * key (secure-frame/solana/), so an email user on a site that names a Solana network has a Solana
 * account too: this module learns its address from the frame once the email wallet is connected,
 * tells the site's Solana provider (`accountsChanged`), and offers it as the Solana connection the
 * site's `getProvider('solana')` and the widget's Wallet Standard wallet sign with. Their Wallet
 * Standard feature calls become the frame's `solana_*` methods (shared/protocol/secure-frame-solana.ts),
 * which the user approves in the frame (email-solana-connector.ts, downloaded when first needed).
 * Choosing a Solana network makes it the active account (email-solana-active.ts).
 */
import type { Network } from '../../shared/networks.js'
import type { LoaderApi } from '../../shared/protocol/loader-widget.js'
import { AUTH_CONNECTOR_ID } from '../connectors/email.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { ActiveConnection } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import {
  createEmailSolanaActive,
  type EmailSolanaActive,
  type EmailSolanaActiveDeps,
  solanaIsActive,
} from './email-solana-active.js'
import type { Store } from './store.js'

export interface EmailSolanaDeps extends Omit<EmailSolanaActiveDeps, 'store'> {
  store: Store<AppState>
  registry: Pick<ConnectorRegistry, 'find'>
  loader: Pick<LoaderApi, 'providerEvent'>
}

export interface EmailSolana extends Pick<EmailSolanaActive, 'choose' | 'resume'> {
  /** The email wallet's Solana account as the site's Solana provider uses it; undefined when there is none. */
  connection(): ActiveConnection | undefined
}

/**
 * The Solana network the email wallet's Solana account is on: the one chosen while it is the active account,
 * else the site's first Solana network.
 */
function solanaNetworkOf(state: AppState): Network | undefined {
  const networks = state.config?.networks.filter((network) => network.chainNamespace === 'solana') ?? []
  const chosen = solanaIsActive(state) ? networks.find((network) => network.id === state.chainId) : undefined
  return chosen ?? networks[0]
}

export function createEmailSolana(deps: EmailSolanaDeps): EmailSolana {
  const { store, registry, loader } = deps
  const active = createEmailSolanaActive(deps)
  /** The Solana account learnt from the frame, as a connection on the network it is on now. */
  let current: ((network: Network) => ActiveConnection) | undefined
  /** The connection (email account and Solana network) the frame was last asked about. */
  let asked: string | null = null

  const sync = () => {
    const state = store.get()
    const network = state.config?.networks.find((candidate) => candidate.chainNamespace === 'solana')
    const email =
      state.status === 'connected' && state.connectorId === AUTH_CONNECTOR_ID
        ? registry.find(AUTH_CONNECTOR_ID)
        : undefined
    // The email wallet's EVM address names it, also while its Solana account is the active one.
    const evmAddress = email && network ? (active.evmAddress() ?? state.address) : null
    const key = evmAddress && network ? `${evmAddress}|${network.caipNetworkId}` : null
    if (key === asked) return
    asked = key
    active.forget(evmAddress)
    if (current) {
      current = undefined
      loader.providerEvent('accountsChanged', [], 'solana')
    }
    if (state.emailSolanaAddress !== null) store.set({ emailSolanaAddress: null })
    if (!email || !network) return
    // The connector's code comes only now: the Connect view of every site does not carry it.
    Promise.all([import('./email-solana-connector.js'), email.request('solana_getAccounts', {})]).then(
      ([{ accountOf, solanaConnector }, result]) => {
        const address = accountOf(result)
        if (asked !== key || !address) return
        current = (on) => ({ connector: solanaConnector(email, address, on), address, chainId: on.id })
        store.set({ emailSolanaAddress: address })
        loader.providerEvent('accountsChanged', [address], 'solana')
      },
      // A frame that cannot make the Solana key (a browser without Ed25519) leaves the user without one.
      (error: unknown) => console.warn('[WalletWidget] the email wallet has no Solana account:', error),
    )
  }
  store.subscribe(sync)
  sync()
  return {
    connection() {
      const network = solanaNetworkOf(store.get())
      return current && network && current(network)
    },
    choose: active.choose,
    resume: active.resume,
  }
}
