/**
 * The loader's half of the handshake (see shared/protocol/loader-widget-handshake.ts): waits for
 * the hello of its own iframe from the widget origin, then hands over two MessagePorts and gives
 * its own ends to `onConnected`, which runs the calls on them (shared/protocol/port-rpc.ts, in the
 * host chunk: a port holds what arrives until it is started). A reloaded widget says hello again
 * and gets fresh ports. Messages from any other window or origin are ignored.
 */
import {
  CHANNEL_NAMESPACE,
  CHANNEL_VERSION,
  type LoaderConnect,
  type WidgetHello,
} from '../shared/protocol/loader-widget-handshake.js'

export function connectWidget(
  frame: HTMLIFrameElement,
  widgetOrigin: string,
  attributes: Record<string, string>,
  /** `widgetPort` carries the widget's API (the widget serves), `loaderPort` the loader's (the loader serves). */
  onConnected: (widgetPort: MessagePort, loaderPort: MessagePort) => void,
  onVersionMismatch: (widgetVersion: number) => void,
): void {
  addEventListener('message', (event) => {
    const data = event.data as Partial<WidgetHello> | null
    const target = frame.contentWindow
    if (
      !target ||
      event.origin !== widgetOrigin ||
      event.source !== target ||
      data?.ns !== CHANNEL_NAMESPACE ||
      data.type !== 'widget:hello'
    )
      return
    if (data.v !== CHANNEL_VERSION) return onVersionMismatch(data.v as number)
    const widgetChannel = new MessageChannel()
    const loaderChannel = new MessageChannel()
    const connect: LoaderConnect = { ns: CHANNEL_NAMESPACE, v: CHANNEL_VERSION, type: 'host:connect', attributes }
    target.postMessage(connect, widgetOrigin, [widgetChannel.port2, loaderChannel.port2])
    onConnected(widgetChannel.port1, loaderChannel.port1)
  })
}
