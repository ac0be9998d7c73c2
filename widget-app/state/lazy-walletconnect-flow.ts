/**
 * The WalletConnect flow (walletconnect-flow.ts) with its code loaded on demand: fetched when the modal first
 * opens on a deployment with a relay, and at the latest on the first WalletConnect action. A connect made while
 * the code loads shows its view at once and goes on when the code is there.
 */
import type { WalletEntry } from '../api/wallets.js'
import { t } from '../i18n/i18n.js'
import type { Modal } from './modal.js'
import type { WalletConnectFlow, WalletConnectFlowDeps } from './walletconnect-flow.js'

export type LoadWalletConnectFlow = () => Promise<typeof import('./walletconnect-flow.js')>

export interface LazyWalletConnectFlowDeps extends WalletConnectFlowDeps {
  modal: Pick<Modal, 'onOpening'>
}

export function createLazyWalletConnectFlow(
  deps: LazyWalletConnectFlowDeps,
  load: LoadWalletConnectFlow = () => import('./walletconnect-flow.js'),
): WalletConnectFlow {
  const { store } = deps
  let flow: Promise<WalletConnectFlow> | undefined
  const loaded = (): Promise<WalletConnectFlow> => {
    if (!flow) {
      const started = load().then(({ createWalletConnectFlow }) => createWalletConnectFlow(deps))
      flow = started
      // Code that did not load (network) is fetched again by the next action.
      started.catch(() => {
        if (flow === started) flow = undefined
      })
    }
    return flow
  }
  if (deps.relayUrl) deps.modal.onOpening(() => void loaded().catch(() => {}))

  return {
    async connect(wallet: WalletEntry | null): Promise<void> {
      if (deps.navigation.current()?.name !== 'ConnectingWalletConnect') {
        store.set({ walletConnect: { ...store.get().walletConnect, uri: null, error: null, wallet } })
        deps.navigation.push({ name: 'ConnectingWalletConnect' })
      }
      let ready: WalletConnectFlow
      try {
        ready = await loaded()
      } catch (error) {
        store.set({ walletConnect: { ...store.get().walletConnect, error: t('errors.connectFailed') } })
        deps.reportError('CONNECTION_ERROR', error)
        return
      }
      await ready.connect(wallet)
    },
    async disconnect(): Promise<void> {
      if (flow) await (await flow).disconnect()
    },
    cancelRequest(id: number): void {
      void flow?.then((ready) => ready.cancelRequest(id))
    },
  }
}
