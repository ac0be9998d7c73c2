/**
 * The widget iframe's entry: links to the site, then renders the modal. Heavier parts
 * (viem for balances, WalletConnect, the QR encoder, the secure frame's client, the API's answer schemas)
 * are imported on demand where they are used.
 */
import { createRoot } from 'react-dom/client'
import { siteOriginFrom, linkToLoader } from './channel/loader-link.js'
import { readDeployment } from './api/deployment.js'
import type { LoaderApi, WidgetApi } from '../shared/protocol/loader-widget.js'
import { createSavedPreferences } from './state/saved-preferences.js'
import { createLazySecureFrameClient } from './secure-frame/lazy-secure-frame-client.js'
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
  const deployment = readDeployment()
  widget = createWidget({
    loader: pending,
    storage: createSavedPreferences(pending.persist),
    afterPaint,
    siteOrigin,
    loadSignIn: () => import('./views/lazy-views.js'),
    ...(deployment.apiUrl && { apiUrl: deployment.apiUrl }),
    ...(deployment.relayUrl && { relayUrl: deployment.relayUrl }),
    ...(deployment.secureFrameUrl && {
      secureFrame: {
        base: deployment.secureFrameUrl,
        widgetOrigin: location.origin,
        create: (url, onEvent) =>
          createLazySecureFrameClient({
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

/** Calls back once the next frame has been painted. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0))
}

void boot()
