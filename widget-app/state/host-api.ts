/**
 * The widget's side of the channel (`WidgetApi`): what the loader calls on behalf of the site
 * (configure, open, close, disconnect, provider requests) and of the page's wallets.
 */
import { parseWidgetConfig } from '../../shared/config.js'
import type { ConfigReport, WidgetApi } from '../../shared/protocol/host-widget.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import type { HostWallets } from './host-wallets.js'
import type { Modal } from './modal.js'
import type { Project } from './project.js'
import { loadRecentWallets } from './recent-wallets.js'
import type { SavedPreferences } from './saved-preferences.js'
import type { SecureWallet } from './secure-wallet.js'
import type { SiteProvider } from './site-provider.js'
import type { Store } from './store.js'

export interface HostApiDeps {
  store: Store<AppState>
  storage: SavedPreferences | undefined
  project: Pick<Project, 'configure'>
  secure: Pick<SecureWallet, 'configure' | 'email'>
  modal: Pick<Modal, 'open' | 'close'>
  connections: Pick<Connections, 'disconnect'>
  hostWallets: Pick<HostWallets, 'walletsChanged' | 'walletEvent'>
  siteProvider: SiteProvider
}

export function createHostApi(deps: HostApiDeps): WidgetApi {
  const { store, storage, secure, modal, hostWallets } = deps
  return {
    /** Applies the site's attributes and the preferences the host page kept; reports what was wrong. */
    configure(attributes, saved): ConfigReport {
      const result = parseWidgetConfig(attributes)
      if (!result.ok) return { ok: false, errors: result.errors, warnings: result.warnings }
      storage?.load(saved ?? {})
      store.set({
        config: result.config,
        selectedNetworkId: result.config.networks[0]?.caipNetworkId ?? null,
        recentWallets: loadRecentWallets(storage),
      })
      secure.configure(result.config)
      void secure.email.restore().catch(() => false)
      deps.project.configure(result.config)
      return { ok: true, errors: [], warnings: result.warnings }
    },
    open: modal.open,
    close: modal.close,
    disconnect: deps.connections.disconnect,
    /** The site's `getProvider('eip155')`. */
    providerRequest: (request) => deps.siteProvider.request('eip155', request),
    walletsChanged: hostWallets.walletsChanged,
    walletEvent: hostWallets.walletEvent,
  }
}
