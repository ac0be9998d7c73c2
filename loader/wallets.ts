/**
 * Browser wallets of the site's page: EIP-6963 announcements first, then a legacy
 * `window.ethereum` that no announcement already covers. A cross-origin iframe cannot see
 * them, so the loader keeps the providers and the widget calls them by id.
 */
import type { WalletInfo } from '../shared/protocol/loader-widget.js'

export interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
}

/**
 * The page's wallets. The Solana chunk (loader/solana/host.ts) wraps `list` and `provider` to add
 * its Wallet Standard wallets, so they are always called through this object.
 */
export interface WalletRegistry {
  list(): WalletInfo[]
  provider(id: string): Eip1193 | undefined
}

const LEGACY_ID = 'injected'

export function discoverWallets(onChange: () => void): WalletRegistry {
  const announced = new Map<string, { info: WalletInfo; provider: Eip1193 }>()
  const legacy = () => {
    const ethereum = (window as { ethereum?: Eip1193 }).ethereum
    if (!isProvider(ethereum)) return undefined
    for (const entry of announced.values()) if (entry.provider === ethereum) return undefined
    return ethereum
  }
  const list = (): WalletInfo[] => {
    const wallets = [...announced.values()].map((entry) => entry.info)
    if (legacy()) wallets.push({ id: LEGACY_ID, name: 'Browser Wallet', source: 'legacy' })
    return wallets
  }

  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = ((event as CustomEvent).detail ?? {}) as {
      info?: Record<string, unknown>
      provider?: unknown
    }
    // Only strings are passed on (anything else might not clone); their lengths and shapes,
    // and which icons are shown (data:image/… only), are the widget's rules.
    const [id, name, icon, rdns] = [info?.uuid, info?.name, info?.icon, info?.rdns].map((value) =>
      typeof value === 'string' ? value : undefined,
    )
    if (!id || !name || !isProvider(provider)) return
    announced.set(id, { info: { id, name, source: 'eip6963', icon, rdns }, provider })
    onChange()
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))

  return {
    list,
    provider: (id) => (id === LEGACY_ID ? legacy() : announced.get(id)?.provider),
  }
}

function isProvider(value: unknown): value is Eip1193 {
  return typeof (value as Eip1193 | undefined)?.request === 'function'
}
