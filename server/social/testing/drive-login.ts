import { type RedirectProvider, SOCIAL_RESULT_PATH } from '../../../shared/contracts/social.js'
import type { ApiClient, ApiResponse } from '../../testing/harness.js'

/** A top-level window's cookies, per host, following redirects by hand. */
export class PopupWindow {
  private readonly jars = new Map<string, Map<string, string>>()
  /** Every URL the window was sent to, in order. */
  readonly visited: string[] = []

  async go(
    url: string,
    form?: Record<string, string>,
  ): Promise<{ url: URL; status: number; text: string; location?: string }> {
    const target = new URL(url)
    const jar = this.jars.get(target.host) ?? new Map<string, string>()
    this.jars.set(target.host, jar)
    const headers: Record<string, string> = {}
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    this.visited.push(target.href)
    const res = await fetch(target, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line) || value === '') jar.delete(name)
      else jar.set(name, value)
    }
    const location = res.headers.get('location') ?? undefined
    return { url: target, status: res.status, text: await res.text(), ...(location ? { location } : {}) }
  }
}

export interface PopupOutcome {
  /** Where the popup ended: the result page's URL, which the page hands to the frame. */
  resultUri: string
  /** The callback URL the provider sent the popup to. */
  callbackUrl: string
  resultPage: string
}

export interface DrivePopupOptions {
  account?: string
  decision?: 'allow' | 'deny'
  window?: PopupWindow
}

/** Follows the popup from the authorization URL to the result page, answering the provider's pages. */
export async function drivePopup(authorizationUrl: string, options: DrivePopupOptions = {}): Promise<PopupOutcome> {
  const popup = options.window ?? new PopupWindow()
  let next: { url: string; form?: Record<string, string> } = { url: authorizationUrl }
  let callbackUrl = ''
  for (let step = 0; step < 20; step += 1) {
    const page = await popup.go(next.url, next.form)
    if (page.url.pathname.startsWith('/auth/v1/social/callback/')) callbackUrl = page.url.href
    if (page.location) {
      next = { url: new URL(page.location, page.url).href }
      continue
    }
    if (page.url.pathname === SOCIAL_RESULT_PATH)
      return { resultUri: page.url.href, callbackUrl, resultPage: page.text }
    // A form_post answer (Apple's): a page that submits itself to the callback, as the browser would.
    const answer = selfSubmittingForm(page.text, page.url)
    if (answer) {
      next = answer
      continue
    }
    if (page.status !== 200) throw new Error(`${page.url.href} answered ${page.status}: ${page.text.slice(0, 300)}`)
    const action = (name: string) => {
      const match = new RegExp(`action="(/interaction/[^"]+/${name})"`).exec(page.text)
      return match?.[1] ? new URL(match[1], page.url).href : undefined
    }
    const login = action('login')
    if (login) {
      next = { url: login, form: { username: options.account ?? 'alice' } }
      continue
    }
    const decide = action(options.decision === 'deny' ? 'deny' : 'confirm')
    if (!decide) throw new Error(`no form to answer on ${page.url.href}: ${page.text.slice(0, 300)}`)
    next = { url: decide, form: {} }
  }
  throw new Error('the popup never reached the result page')
}

const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  )

/** A page whose form posts hidden fields to another origin (a form_post answer): where it goes and what it sends. */
function selfSubmittingForm(html: string, page: URL): { url: string; form: Record<string, string> } | undefined {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/i.exec(html)
  if (!form?.[1]) return undefined
  const action = new URL(unescapeHtml(form[1]), page)
  if (action.origin === page.origin) return undefined
  const fields: Record<string, string> = {}
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    fields[input[1] ?? ''] = unescapeHtml(input[2] ?? '')
  return { url: action.href, form: fields }
}

/** Starts a login in the frame: the authorization URL and the state the frame keeps. */
export async function startLogin(
  frame: ApiClient,
  provider: RedirectProvider,
): Promise<{ uri: string; state: string }> {
  const started = await frame.post('/auth/v1/social/start', { provider })
  if (started.status !== 200) throw new Error(`start answered ${started.status} ${JSON.stringify(started.body)}`)
  return started.body
}

export const connect = (frame: ApiClient, uri: string): Promise<ApiResponse> =>
  frame.post('/auth/v1/social/connect', { uri })

/** The whole login: start, popup, connect. */
export async function socialLogin(
  frame: ApiClient,
  provider: RedirectProvider,
  options: DrivePopupOptions = {},
): Promise<{ started: { uri: string; state: string }; popup: PopupOutcome; connected: ApiResponse }> {
  const started = await startLogin(frame, provider)
  const popup = await drivePopup(started.uri, options)
  return { started, popup, connected: await connect(frame, popup.resultUri) }
}
