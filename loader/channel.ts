/**
 * The loader's half of the handshake (see shared/protocol/host-widget-handshake.ts): waits for
 * the hello of its own iframe from the widget origin, then hands over two MessagePorts and runs
 * the comlink channel on them; a reloaded widget says hello again and gets fresh ports.
 * Messages from any other window or origin are ignored.
 */
import {
  CHANNEL_NAMESPACE,
  CHANNEL_VERSION,
  type HostConnect,
  type WidgetHello,
} from '../shared/protocol/host-widget-handshake.js'
import type { HostApi, WidgetApi } from '../shared/protocol/host-widget.js'
import { callPort, servePort, type PortCall } from './port-rpc.js'

export type WidgetCall = PortCall<WidgetApi>

export function connectWidget(
  frame: HTMLIFrameElement,
  widgetOrigin: string,
  attributes: Record<string, string>,
  host: HostApi,
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
    if (data.v !== CHANNEL_VERSION) return onVersionMismatch(Number(data.v))
    const widgetChannel = new MessageChannel()
    const hostChannel = new MessageChannel()
    const connect: HostConnect = { ns: CHANNEL_NAMESPACE, v: CHANNEL_VERSION, type: 'host:connect', attributes }
    target.postMessage(connect, widgetOrigin, [widgetChannel.port2, hostChannel.port2])
    servePort(hostChannel.port1, host as unknown as Record<string, () => unknown>)
    onConnected(callPort<WidgetApi>(widgetChannel.port1))
  })
}
