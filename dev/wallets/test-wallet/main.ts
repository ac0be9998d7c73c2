/**
 * A browser-extension-style wallet for the demo page and the end-to-end tests (wallet.ts).
 *
 * This entry is bundled as an IIFE (dist/test/test-wallet.js) and loaded into a page after the
 * page has set `window.__testWalletConfig`. It holds a real private key, talks to real local EVM
 * nodes (anvil), announces itself over EIP-6963 (and optionally as `window.ethereum`), and
 * exposes `window.__testWallet` so tests can approve or reject prompts and inspect what the site
 * asked for.
 */
import { TestWallet } from './wallet.js'
import type { ResolvedConfig, TestWalletConfig, TestWalletControl, TestWalletProvider } from './types.js'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#3b5bdb"/>' +
  '<path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="20" cy="17" r="2" fill="#fff"/></svg>'

interface TestWalletWindow {
  __testWalletConfig?: TestWalletConfig
  __testWallet?: TestWalletControl
  ethereum?: TestWalletProvider
}

function resolveConfig(raw: TestWalletConfig | undefined): ResolvedConfig {
  if (!raw || !Array.isArray(raw.chains) || raw.chains.length === 0) {
    throw new Error('[test-wallet] window.__testWalletConfig must be set, with at least one chain.')
  }
  return {
    privateKey: raw.privateKey,
    chains: raw.chains,
    addableChains: raw.addableChains,
    name: raw.name ?? 'Test Wallet',
    rdns: raw.rdns ?? 'org.example.testwallet',
    autoApprove: raw.autoApprove ?? true,
    announce: raw.announce ?? true,
    legacy: raw.legacy ?? false,
  }
}

function createControl(wallet: TestWallet): TestWalletControl {
  return {
    get address() {
      return wallet.address
    },
    provider: wallet.provider,
    requests: wallet.requests,
    addedChains: wallet.addedChains,
    approveNext: () => wallet.approveNext(),
    rejectNext: () => wallet.rejectNext(),
    pendingCount: () => wallet.pendingCount(),
    setAccount: (privateKey) => wallet.setAccount(privateKey),
    disconnect: () => wallet.disconnect(),
    emitChainChanged: (chainIdHex) => wallet.emitChainChanged(chainIdHex),
  }
}

function announceProvider(config: ResolvedConfig, provider: TestWalletProvider): void {
  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name: config.name,
    icon: `data:image/svg+xml;base64,${btoa(ICON_SVG)}`,
    rdns: config.rdns,
  })
  const detail = Object.freeze({ info, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

function install(): void {
  const target = window as unknown as TestWalletWindow
  const config = resolveConfig(target.__testWalletConfig)
  const wallet = new TestWallet(config)
  // Expose the controls before announcing so a listener can use them synchronously.
  target.__testWallet = createControl(wallet)
  if (config.legacy) target.ethereum = wallet.provider
  if (config.announce) announceProvider(config, wallet.provider)
}

install()
