/**
 * The demo Polkadot extension's page entry (dist/test/polkadot-test-extension.js): reads
 * `window.__polkadotTestExtensionConfig`, injects the extension and exposes `window.__polkadotTestExtension` so
 * tests approve or reject prompts and see what the site asked for.
 */
import { injectPolkadotTestExtension, type PolkadotTestExtension } from './extension.js'

interface PolkadotTestExtensionWindow {
  __polkadotTestExtensionConfig?: { autoApprove?: boolean }
  __polkadotTestExtension?: PolkadotTestExtension
}

const page = window as unknown as PolkadotTestExtensionWindow
page.__polkadotTestExtension = injectPolkadotTestExtension(page.__polkadotTestExtensionConfig ?? {})
