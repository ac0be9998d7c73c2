/**
 * Keeps the balance in Account current while it is shown: a read that skips the cache each time
 * the view appears, then a read on every new block, learnt by polling the block number through
 * the balance's own transport. Nothing runs while the modal is closed or Account is not shown.
 */
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import type { Account } from './account.js'
import { activeNetwork, type AppState } from './app-state.js'
import type { Store } from './store.js'

/** How often the block number is asked for while Account is shown. */
export const BLOCK_POLL_MS = 4_000

export interface BalanceRefreshDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'get'>
  account: Pick<Account, 'loadBalance'>
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> | undefined
  pollMs?: number | undefined
}

export interface BalanceRefresh {
  /** Reads the balance now and on every new block until the returned function is called. */
  watch(): () => void
  /** The user's "Try again": reads at once, even inside the retry gap after a failure. */
  retry(): Promise<void>
}

export function createBalanceRefresh(deps: BalanceRefreshDeps): BalanceRefresh {
  const { store, account } = deps
  const timers = deps.timers ?? globalThis

  function watch(): () => void {
    let stopped = false
    let busy = false
    let lastBlock: bigint | undefined
    /** The block number, or undefined when the node did not answer. */
    const readBlock = async (): Promise<bigint | undefined> => {
      const network = activeNetwork(store.get())
      if (!network?.rpcUrls[0]) return undefined
      return deps.adapters
        .get(network.chainNamespace)
        .readBlockNumber(network)
        .catch(() => undefined)
    }
    const watching = () => {
      const state = store.get()
      return !stopped && state.open && state.status === 'connected'
    }

    async function tick(): Promise<void> {
      if (busy || !watching()) return
      busy = true
      try {
        // While the figure is unavailable, each tick asks again; the retry gap decides whether the node is asked.
        if (store.get().balance.state === 'unavailable') {
          lastBlock = undefined
          return await account.loadBalance({ force: true })
        }
        const block = await readBlock()
        if (!watching()) return
        const known = lastBlock
        lastBlock = block
        // A new block may have moved the balance; a node that stopped answering makes the figure suspect.
        if (block === undefined || (known !== undefined && block !== known)) await account.loadBalance({ force: true })
      } finally {
        busy = false
      }
    }

    void account.loadBalance({ force: true })
    void readBlock().then((block) => {
      if (lastBlock === undefined) lastBlock = block
    })
    const timer = timers.setInterval(() => void tick(), deps.pollMs ?? BLOCK_POLL_MS)
    return () => {
      stopped = true
      timers.clearInterval(timer)
    }
  }

  return { watch, retry: () => account.loadBalance({ retry: true }) }
}
