/**
 * The widget iframe's entry: links to the site, then renders the modal. Heavier parts
 * (viem for balances, WalletConnect, the QR encoder) are imported on demand where they are used.
 */
import { createRoot } from 'react-dom/client'
import { siteOriginFrom, linkToLoader } from './channel/loader-link.js'
import type { LoaderApi, WidgetApi } from '../shared/protocol/loader-widget.js'
import { createSavedPreferences } from './state/saved-preferences.js'
import { createSecureFrameClient } from './secure-frame/secure-frame-client.js'
import { createWidget, type Widget } from './state/widget.js'
import { App } from './views/App.js'
import { WidgetContext } from './views/context.js'

async function boot(): Promise<void> {
  let siteOrigin: string
  try {
    siteOrigin = siteOriginFrom(location)
  } catch (error) {
    console.error(`[WalletWidget] ${(error as Error).message}`)
    return
  }
  // The API object exists before the link so the port is exposed at once; the loader is bound after.
  let widget: Widget | undefined
  const pending: LoaderApi = {
    walletRequest: (...args) => loader().walletRequest(...args),
    emit: (event) => loader().emit(event),
    providerEvent: (...args) => loader().providerEvent(...args),
    persist: (...args) => loader().persist(...args),
    setVisible: (visible) => loader().setVisible(visible),
  }
  let linked: LoaderApi | undefined
  const loader = (): LoaderApi => {
    if (!linked) throw new Error('loader link not ready')
    return linked
  }
  const deployment = await readDeployment()
  widget = createWidget({
    loader: pending,
    storage: createSavedPreferences(pending.persist),
    afterPaint,
    siteOrigin,
    ...(deployment.apiUrl && { apiUrl: deployment.apiUrl }),
    ...(deployment.relayUrl && { relayUrl: deployment.relayUrl }),
    ...(deployment.secureFrameUrl && {
      secureFrame: {
        base: deployment.secureFrameUrl,
        widgetOrigin: location.origin,
        create: (url, onEvent) =>
          createSecureFrameClient({
            url,
            container: document.body,
            onEvent,
            onFailure: (reason, type) =>
              widget?.reportError(
                'SECURE_SITE_ERROR',
                Object.assign(new Error(`${type} failed: ${reason}`), { name: reason }),
              ),
          }),
      },
    }),
  })
  const api: WidgetApi = widget.api
  const link = await linkToLoader(siteOrigin, api)
  linked = link.loader as unknown as LoaderApi

  applyTheme(widget)
  widget.store.subscribe(() => applyTheme(widget!))
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <WidgetContext.Provider value={widget}>
        <App />
      </WidgetContext.Provider>,
    )
}

function applyTheme(widget: Widget): void {
  const theme = widget.store.get().config?.theme ?? 'light'
  if (document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme
}

/**
 * What this deployment serves beside the widget (from its own origin, never from the site):
 * where the secure frame lives. Missing or malformed → no email login, with a warning.
 */
async function readDeployment(): Promise<{ secureFrameUrl?: string; apiUrl?: string; relayUrl?: string }> {
  try {
    const response = await fetch(new URL('../deployment/widget.json', location.href), { cache: 'no-cache' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as { secureFrameUrl?: unknown; apiUrl?: unknown; relayUrl?: unknown }
    const httpUrl = (value: unknown) => {
      const url = typeof value === 'string' ? new URL(value) : undefined
      return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined
    }
    const secureFrameUrl = httpUrl(body.secureFrameUrl)
    const apiUrl = httpUrl(body.apiUrl)
    const relay = typeof body.relayUrl === 'string' ? new URL(body.relayUrl) : undefined
    const relayUrl = relay && (relay.protocol === 'wss:' || relay.protocol === 'ws:') ? relay.href : undefined
    if (!secureFrameUrl) throw new Error('secureFrameUrl is not an http(s) URL')
    return { secureFrameUrl, ...(apiUrl && { apiUrl }), ...(relayUrl && { relayUrl }) }
  } catch (error) {
    console.warn(
      `[WalletWidget] no secure frame configured for this deployment (${(error as Error).message}); email login is off`,
    )
    return {}
  }
}

/** Calls back once the next frame has been painted. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0))
}

void boot()
