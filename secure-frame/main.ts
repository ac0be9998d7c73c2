/**
 * Entry of the secure frame (dist/secure-frame/secure-frame.js). Reads the configuration from
 * the URL and the widget origins the server wrote into the page, refuses to start when the
 * parent is not the widget, and otherwise wires the
 * frame to the browser: replies go to `window.parent` with the parent's exact origin as target,
 * and only `message` events from that window and origin are read (dispatcher.ts).
 */
import { WIDGET_ORIGINS_META, parseWidgetOrigins, readFrameConfig } from './config.js'
import { createApprovalView } from './approval.js'
import { createSecureFrame } from './frame.js'
import { applyLocale } from './i18n/i18n.js'
import { createSocialPromptView } from './social-prompt.js'

const ancestors = 'ancestorOrigins' in location ? location.ancestorOrigins : undefined
const widgetOrigins = parseWidgetOrigins(
  document.querySelector<HTMLMetaElement>(`meta[name="${WIDGET_ORIGINS_META}"]`)?.content,
)
const read = readFrameConfig(location.search, { ancestorOrigins: ancestors, widgetOrigins, ownOrigin: location.origin })
const root = document.getElementById('root')

if (window.parent === window) {
  console.error('[SecureFrame] this page runs only inside the wallet widget')
} else if (!read.ok) {
  console.error(read.error)
} else if (!root) {
  console.error('[SecureFrame] the page has no #root element')
} else {
  const { config } = read
  for (const warning of read.warnings) console.warn(warning)
  // The user's language arrives before `ready`: nothing the frame shows is in another language first.
  const languageReady = applyLocale(config.locale).catch((error: unknown) =>
    console.warn(`[SecureFrame] could not load the language ${config.locale}: ${(error as Error).message}`),
  )
  const frame = createSecureFrame({
    config,
    parent: window.parent,
    post: (message) => window.parent.postMessage(message, config.parentOrigin),
    // addEventListener, never `onmessage =`: nothing else on this page is overwritten.
    listen: (listener) => window.addEventListener('message', listener),
    fetch: (input, init) => fetch(input, init),
    view: createApprovalView({ root }),
    ownOrigin: location.origin,
    setTheme: (theme) => {
      document.documentElement.dataset.theme = theme
    },
    reload: () => location.reload(),
    social: {
      prompt: createSocialPromptView({ root }),
      popups: {
        open: (url, target, features) => window.open(url, target, features),
        listen: (listener) => {
          window.addEventListener('message', listener)
          return () => window.removeEventListener('message', listener)
        },
        setInterval: (task, ms) => window.setInterval(task, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
      },
    },
  })
  void languageReady.then(() => frame.start())
}
