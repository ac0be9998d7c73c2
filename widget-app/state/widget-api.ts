/**
 * The widget's side of the channel (`WidgetApi`): what the loader calls on behalf of the site
 * (configure, open, close, disconnect, language, provider requests) and of the page's wallets.
 */
import { parseWidgetConfig } from '../../shared/config.js'
import { WidgetError } from '../../shared/errors.js'
import { canonicalLocale } from '../../shared/i18n/locales.js'
import { activateLocale } from '../i18n/i18n.js'
import type { ConfigReport, WidgetApi, WidgetSignInApi } from '../../shared/protocol/loader-widget.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import type { SiteWallets } from './site-wallets.js'
import type { Modal } from './modal.js'
import type { Project } from './project.js'
import { loadRecentWallets } from './recent-wallets.js'
import type { SavedPreferences } from './saved-preferences.js'
import type { EmailWallet } from './email-wallet.js'
import type { SiteProvider } from './site-provider.js'
import type { Store } from './store.js'
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import type { Network } from '../../shared/networks.js'

export interface WidgetApiDeps {
  store: Store<AppState>
  storage: SavedPreferences | undefined
  project: Pick<Project, 'configure'>
  emailWallet: Pick<EmailWallet, 'configure' | 'email'>
  modal: Pick<Modal, 'open' | 'close'>
  connections: Pick<Connections, 'disconnect'>
  siteWallets: Pick<SiteWallets, 'walletsChanged' | 'walletEvent' | 'rediscover'>
  siteProvider: SiteProvider
  adapters: Pick<NamespaceAdapters, 'load' | 'find'>
}

/** The site's networks with the records their adapters brought (bip122, polkadot) in place of their ids alone. */
function withKnownRecords(networks: readonly Network[], adapters: Pick<NamespaceAdapters, 'find'>): Network[] {
  return networks.map(
    (network) =>
      adapters
        .find(network.chainNamespace)
        ?.knownNetworks?.find((known) => known.caipNetworkId === network.caipNetworkId) ?? network,
  )
}

/** The API without sign-in, which its own module answers (lazy-sign-in.ts). */
export function createWidgetApi(deps: WidgetApiDeps): Omit<WidgetApi, keyof WidgetSignInApi> {
  const { store, storage, emailWallet, modal, siteWallets } = deps
  return {
    /** Applies the site's attributes and the preferences the site kept; reports what was wrong. */
    configure(attributes, saved): ConfigReport {
      const result = parseWidgetConfig(attributes)
      if (!result.ok) return { ok: false, errors: result.errors, warnings: result.warnings }
      storage?.load(saved ?? {})
      store.set({
        config: result.config,
        selectedNetworkId: result.config.networks[0]?.caipNetworkId ?? null,
        recentWallets: loadRecentWallets(storage),
      })
      // The site's language, else the browser's (the same browser as the site's page); asked for before the
      // email wallet may make its frame, whose address names the language (wantedLocale in i18n.ts).
      void activateLocale(result.config.locale ? [result.config.locale] : browserLanguages())
      emailWallet.configure(result.config)
      void emailWallet.email.restore().catch(() => false)
      deps.project.configure(result.config)
      // The adapters of the site's other namespaces (solana, …) come now, with the records of their networks; the
      // page's wallets are listed again with them.
      void deps.adapters.load(result.config.networks.map((network) => network.chainNamespace)).then(() => {
        const config = store.get().config
        if (config && config.networks === result.config.networks) {
          const networks = withKnownRecords(config.networks, deps.adapters)
          if (networks.some((network, i) => network !== config.networks[i]))
            store.set({ config: { ...config, networks } })
        }
        siteWallets.rediscover()
      })
      return { ok: true, errors: [], warnings: result.warnings }
    },
    open: modal.open,
    close: modal.close,
    disconnect: deps.connections.disconnect,
    /** `WalletWidget.setLocale()`: an invalid tag rejects with an error that names it. */
    async setLocale(locale) {
      const tag = typeof locale === 'string' ? canonicalLocale(locale) : null
      if (!tag) {
        throw new WidgetError(
          `setLocale() takes a BCP 47 language tag such as "de" or "pt-BR", got ${describe(locale)}`,
          {
            code: 'invalid_locale',
          },
        )
      }
      await activateLocale([tag])
    },
    /** The site's `getProvider(namespace)` (eip155 from a loader that names none). */
    providerRequest: (request, namespace) => deps.siteProvider.request(namespace ?? 'eip155', request),
    walletsChanged: siteWallets.walletsChanged,
    walletEvent: siteWallets.walletEvent,
  }
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value
}
