/**
 * A stand-in for the load balancer in front of several relay instances: a TCP proxy with one
 * address whose target can be switched, as when an instance dies and the balancer sends the
 * clients' reconnects to another. A connection whose target goes away is closed on the client.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface SwitchProxy {
  /** `ws://127.0.0.1:<port>`: the one address the clients are given. */
  url: string
  /** Sends new connections to this port from now on. */
  target(port: number): void
  close(): Promise<void>
}

export async function startSwitchProxy(): Promise<SwitchProxy> {
  let targetPort = 0
  const open = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1')
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => {
        open.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    target: (next) => {
      targetPort = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
