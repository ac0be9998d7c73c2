/**
 * For the auth tests: what a person does with an approval mail. Find the link, open the page
 * (a plain GET, as a mail app or a scanner would), and press its button (the form's POST).
 */
import { DEVICE_APPROVE_PATH } from './context.js'

const LINK = /http:\/\/\S+\/auth\/v1\/device\/approve\?token=[A-Za-z0-9_-]+/

/** The approval link in a mail's text; throws when there is none. */
export function approvalLinkIn(text: string): string {
  const match = LINK.exec(text)
  if (!match) throw new Error(`no approval link in the mail text: ${text.slice(0, 200)}`)
  return match[0]
}

export interface ApprovalForm {
  token: string
  confirm: string
}

export interface PageResponse {
  status: number
  headers: Headers
  html: string
  /** The hidden fields of the confirmation form, when the page has one. */
  form: ApprovalForm | undefined
}

function formOf(html: string): ApprovalForm | undefined {
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1]
  const confirm = /name="confirm" value="([^"]+)"/.exec(html)?.[1]
  return token && confirm ? { token, confirm } : undefined
}

/** Opens the link as a top-level navigation: a GET with no Origin and no cookies. */
export async function openApprovalPage(link: string): Promise<PageResponse> {
  const res = await fetch(link, { redirect: 'manual' })
  const html = await res.text()
  return { status: res.status, headers: res.headers, html, form: formOf(html) }
}

export interface SubmitOptions {
  /** The Origin header; the server's own by default, null to send none. */
  origin?: string | null
  /** A Sec-Fetch-Site header, as a browser sends it. */
  fetchSite?: string
}

/** Posts the confirmation form to the server at `baseUrl`, as the page's button does. */
export async function submitApprovalForm(
  baseUrl: string,
  form: ApprovalForm,
  options: SubmitOptions = {},
): Promise<PageResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  const origin = options.origin === undefined ? baseUrl : options.origin
  if (origin !== null) headers.origin = origin
  if (options.fetchSite) headers['sec-fetch-site'] = options.fetchSite
  const res = await fetch(`${baseUrl}${DEVICE_APPROVE_PATH}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ...form }).toString(),
    redirect: 'manual',
  })
  const html = await res.text()
  return { status: res.status, headers: res.headers, html, form: formOf(html) }
}

/** Opens the page and presses its button; throws unless both steps answer 200. */
export async function approveByLink(baseUrl: string, link: string): Promise<PageResponse> {
  const page = await openApprovalPage(link)
  if (page.status !== 200 || !page.form)
    throw new Error(`the approval page answered ${page.status}: ${page.html.slice(0, 300)}`)
  const done = await submitApprovalForm(baseUrl, page.form)
  if (done.status !== 200)
    throw new Error(`confirming the approval answered ${done.status}: ${done.html.slice(0, 300)}`)
  return done
}
