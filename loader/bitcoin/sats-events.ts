/**
 * A sats-connect wallet's account events, heard through its own provider object's `addListener({ eventName, cb })`
 * (@sats-connect/core is not loaded for it), from the moment the site connects it: on `accountChange` the accounts
 * are asked again, with the same `getAccounts` request as connecting, and reported; on `disconnect`, or when asking
 * again fails (the wallet no longer allows the site), none are. The site's own disconnect stops the listening.
 */
import type { SatsProvider } from './sats-requests.js'
import type { PlainBitcoinAccount } from './standard-wallets.js'

type AccountsListener = (accounts: PlainBitcoinAccount[]) => void

/** What a sats-connect provider object may have beside `request` (sats-connect's `AddListener`). */
interface ListeningProvider {
  addListener?(info: { eventName: 'accountChange' | 'disconnect'; cb: () => void }): unknown
}

export interface SatsWalletEvents {
  /** Adds a listener of the accounts of the wallet at provider path `id`. */
  listen(id: string, listener: AccountsListener): void
  /** The site connected `wallet`; `ask` asks its accounts again as connecting did. Listens once per connection. */
  connected(wallet: SatsProvider, ask: () => Promise<PlainBitcoinAccount[]>): void
  /** The site disconnected the wallet at provider path `id`. */
  disconnected(id: string): void
}

interface WalletListening {
  listeners: Set<AccountsListener>
  stop?: () => void
  /** Which answer of `ask` is the latest asked: an older one arriving late is not reported. */
  asked: number
}

export function createSatsWalletEvents(): SatsWalletEvents {
  const wallets = new Map<string, WalletListening>()
  const entry = (id: string): WalletListening => {
    const found = wallets.get(id) ?? { listeners: new Set(), asked: 0 }
    wallets.set(id, found)
    return found
  }
  const report = (listening: WalletListening, accounts: PlainBitcoinAccount[]) => {
    for (const listener of listening.listeners) listener(accounts)
  }
  const stop = (listening: WalletListening) => {
    listening.stop?.()
    delete listening.stop
    listening.asked++
  }

  return {
    listen: (id, listener) => void entry(id).listeners.add(listener),
    connected(wallet, ask) {
      const listening = entry(wallet.id)
      const provider = wallet.provider as SatsProvider['provider'] & ListeningProvider
      if (listening.stop || typeof provider.addListener !== 'function') return
      const accountChange = () => {
        const asked = ++listening.asked
        const answered = (accounts: PlainBitcoinAccount[]) => asked === listening.asked && report(listening, accounts)
        ask().then(answered, () => answered([]))
      }
      const disconnect = () => {
        stop(listening)
        report(listening, [])
      }
      const removers = [
        provider.addListener({ eventName: 'accountChange', cb: accountChange }),
        provider.addListener({ eventName: 'disconnect', cb: disconnect }),
      ]
      listening.stop = () => {
        for (const remove of removers) if (typeof remove === 'function') remove()
      }
    },
    disconnected(id) {
      const listening = wallets.get(id)
      if (listening) stop(listening)
    },
  }
}
