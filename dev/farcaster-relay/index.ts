/**
 * A local Farcaster auth relay: the relay's HTTP API as `@farcaster/auth-client` calls it, and a
 * phone page standing in for the Farcaster app. A real deployment names Farcaster's relay instead.
 *
 *   POST /v1/channel               { siweUri, domain, nonce?, … }        → 201 { channelToken, url, nonce }
 *   GET  /v1/channel/status        Authorization: Bearer <channelToken>  → 202 pending, 200 completed,
 *                                                                          403 denied, 401 unknown or expired
 *   POST /v1/channel/authenticate  Bearer + X-Farcaster-Auth-Relay-Key, { message, signature, fid, … } → 201
 *   GET  /phone?channelToken=…[&fid=…]   the request, with Approve and Deny
 *   POST /phone/approve, /phone/deny     the page's buttons
 *
 * The channel's `url` is the phone page. Approve signs with the demo account's custody key
 * (dev/world/farcaster.ts) and posts to authenticate like any phone app would.
 */
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { DEMO_FARCASTER_ACCOUNTS, type DemoFarcasterAccount } from '../world/farcaster.js'
import { relayApi } from './api.js'
import { createChannelStore } from './channels.js'
import { phoneRoutes } from './phone-routes.js'

/** Where `npm start`'s world serves it. */
export const DEFAULT_FARCASTER_RELAY_PORT = 4406

export const DEFAULT_CHANNEL_TTL_MS = 10 * 60_000

export interface StartFarcasterRelayParameters {
  /** 0 for any free port. */
  port: number
  /** How long a channel lives. */
  channelTtlMs?: number
  /** The key the phone presents to authenticate; random by default. */
  relayKey?: string
  accounts?: readonly DemoFarcasterAccount[]
  now?: () => number
}

export interface FarcasterRelay {
  /** e.g. http://localhost:4406, what the server's settings name as the relay URL. */
  url: string
  relayKey: string
  stop(): Promise<void>
}

export async function startFarcasterRelay(p: StartFarcasterRelayParameters): Promise<FarcasterRelay> {
  const relayKey = p.relayKey ?? randomBytes(24).toString('base64url')
  const store = createChannelStore({ ttlMs: p.channelTtlMs ?? DEFAULT_CHANNEL_TTL_MS, now: p.now ?? Date.now })
  const accounts = p.accounts ?? DEMO_FARCASTER_ACCOUNTS
  let url = ''
  const app = new Hono()
  app.route(
    '/v1',
    relayApi({
      store,
      relayKey,
      phoneUrl: () => `${url}/phone`,
      custodyOf: (fid) => accounts.find((a) => a.fid === fid)?.custody.address,
    }),
  )
  app.route('/phone', phoneRoutes({ store, relayKey, accounts, relayUrl: () => url }))
  const http = createAdaptorServer({ fetch: app.fetch }) as Server
  await new Promise<void>((resolve, reject) => {
    http.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `farcaster relay: port ${p.port} is already in use`
            : `farcaster relay: cannot listen on 127.0.0.1:${p.port}: ${err.message}`,
          { cause: err },
        ),
      ),
    )
    http.listen({ host: '127.0.0.1', port: p.port, exclusive: true }, () => resolve())
  })
  url = `http://localhost:${(http.address() as AddressInfo).port}`
  return {
    url,
    relayKey,
    stop: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      }),
  }
}
