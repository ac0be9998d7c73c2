/**
 * The loader's half of the handshake (see shared/protocol/loader-widget-handshake.ts): waits for
 * the hello of its own iframe from the widget origin, then hands over two MessagePorts and runs
 * the calls (shared/protocol/port-rpc.ts) on them; a reloaded widget says hello again and gets fresh ports.
 * Messages from any other window or origin are ignored.
 */
import {
  CHANNEL_NAMESPACE,
  CHANNEL_VERSION,
  type LoaderConnect,
  type WidgetHello,
} from '../shared/protocol/loader-widget-handshake.js'
import type { LoaderApi, WidgetApi } from '../shared/protocol/loader-widget.js'
import { callPort, servePort, type PortCall } from '../shared/protocol/port-rpc.js'

export type WidgetCall = PortCall<WidgetApi>

export function connectWidget(
  frame: HTMLIFrameElement,
  widgetOrigin: string,
  attributes: Record<string, string>,
  loaderApi: LoaderApi,
  onConnected: (widget: WidgetCall) => void,
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
    servePort(loaderChannel.port1, loaderApi)
    onConnected(callPort<WidgetApi>(widgetChannel.port1))
  })
}
