/**
 * Choosing a network in the Networks or UnsupportedChain view: while disconnected it becomes the
 * default network; while connected the wallet is asked to switch, on the SwitchNetwork view.
 */
import { isNetworkSupported, type AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import { t } from '../i18n/i18n.js'
import { messageOf, type ReportError } from './errors.js'
import type { Modal } from './modal.js'
import type { Navigation } from './navigation.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

export interface NetworkSwitchDeps {
  store: Store<AppState>
  connections: Pick<Connections, 'activeConnector' | 'switchConnector' | 'chainChanged'>
  navigation: Pick<Navigation, 'current' | 'push' | 'reset' | 'back'>
  modal: Pick<Modal, 'close'>
  events: Pick<SiteEvents, 'emit'>
  toast: Pick<Toast, 'show'>
  reportError: ReportError
}

/**
 * On failure the widget goes back one view and shows the error. On success it closes the modal
 * when the previous network was not among the site's networks, else it shows Account.
 */
export function createNetworkSwitch(deps: NetworkSwitchDeps): (caipNetworkId: string) => Promise<void> {
  const { store, connections, navigation, toast } = deps
  return async function switchNetwork(caipNetworkId) {
    const network = store.get().config?.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network) return toast.show('error', t('toasts.networkNotFound'))
    if (store.get().status !== 'connected') {
      store.set({ selectedNetworkId: network.caipNetworkId })
      deps.events.emit('chainChanged')
      return navigation.back()
    }
    const connector = connections.activeConnector()
    if (!connector) return toast.show('error', t('toasts.providerNotFound'))
    const wasSupported = isNetworkSupported(store.get())
    navigation.push({ name: 'SwitchNetwork', data: { caipNetworkId } })
    try {
      await connections.switchConnector(connector, network)
      connections.chainChanged(connector.id, network.id)
      if (!wasSupported) deps.modal.close()
      else if (store.get().open) navigation.reset({ name: 'Account' })
    } catch (error) {
      if (navigation.current()?.name === 'SwitchNetwork') navigation.back()
      toast.show('error', messageOf(error))
      deps.reportError('WALLET_ERROR', error)
    }
  }
}
