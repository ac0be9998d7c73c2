/** The phone page's routes under /phone: show the request, approve (sign and authenticate), deny. */
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { DemoFarcasterAccount } from '../world/farcaster.js'
import type { ChannelStore } from './channels.js'
import { PAGE_HEADERS, requestPage, resultPage } from './pages.js'
import { approve, signInMessageFor } from './phone.js'

export interface PhoneRoutesParameters {
  store: ChannelStore
  relayKey: string
  accounts: readonly DemoFarcasterAccount[]
  relayUrl: () => string
}

export function phoneRoutes(p: PhoneRoutesParameters): Hono {
  const app = new Hono()
  const show = (c: Context, status: 200 | 400 | 403 | 404 | 409 | 502, title: string, text: string) =>
    c.html(resultPage(title, text), status, PAGE_HEADERS)
  const accountOf = (fid: string | undefined) =>
    fid === undefined ? p.accounts[0] : p.accounts.find((a) => String(a.fid) === fid)
  // The buttons post from the page itself; a form posted from another site is refused.
  const fromPage = (c: Context) => {
    const origin = c.req.header('origin')
    return origin === undefined || origin === p.relayUrl()
  }
  const form = async (c: Context) => {
    const body = await c.req.parseBody()
    return { token: String(body.channelToken ?? ''), fid: body.fid === undefined ? undefined : String(body.fid) }
  }

  app.get('/', (c) => {
    const channel = p.store.get(c.req.query('channelToken') ?? '')
    if (!channel) return show(c, 404, 'Request not found', 'This sign-in request is unknown or has expired.')
    if (channel.state !== 'pending')
      return show(c, 409, 'Request answered', 'This sign-in request was already answered.')
    const account = accountOf(c.req.query('fid'))
    if (!account) return show(c, 400, 'Unknown account', 'No account of this phone has that fid.')
    const message = signInMessageFor(channel, account, p.relayUrl())
    channel.shown.set(account.fid, message)
    const page = requestPage({
      channelToken: channel.token,
      domain: channel.params.domain,
      siweUri: channel.params.siweUri,
      account,
      accounts: p.accounts,
      message,
    })
    return c.html(page, 200, PAGE_HEADERS)
  })

  app.post('/approve', async (c) => {
    if (!fromPage(c)) return show(c, 403, 'Refused', 'The request did not come from this page.')
    const { token, fid } = await form(c)
    const channel = p.store.get(token)
    const account = accountOf(fid)
    const message = account ? channel?.shown.get(account.fid) : undefined
    if (!channel || !account || !message)
      return show(c, 404, 'Request not found', 'This sign-in request is unknown, expired, or was not shown.')
    try {
      await approve({ relayUrl: p.relayUrl(), relayKey: p.relayKey, channelToken: token, account, message })
    } catch (err) {
      return show(c, 502, 'Not signed in', err instanceof Error ? err.message : String(err))
    }
    return show(c, 200, 'Signed in', `You signed in to ${channel.params.domain} as @${account.username}.`)
  })

  app.post('/deny', async (c) => {
    if (!fromPage(c)) return show(c, 403, 'Refused', 'The request did not come from this page.')
    const { token } = await form(c)
    const channel = p.store.deny(token)
    if (!channel) return show(c, 404, 'Request not found', 'This sign-in request is unknown, expired, or answered.')
    return show(c, 200, 'Denied', `You refused to sign in to ${channel.params.domain}.`)
  })

  return app
}
