/** The phone page: the request (who asks, the message to sign), the account, Approve and Deny. No script. */
import { escapeHtml } from '../../server/html.js'
import type { DemoFarcasterAccount } from '../world/farcaster.js'

const STYLE =
  'body{font:16px system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem}' +
  'pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f5;padding:.75rem;border-radius:.5rem}' +
  'button{font:inherit;margin:.3rem .3rem .3rem 0}'

/** Pages are only framed by nobody and only post to themselves. */
export const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the page's own form posts.
  'referrer-policy': 'same-origin',
} as const

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

export interface RequestPageParameters {
  channelToken: string
  domain: string
  siweUri: string
  account: DemoFarcasterAccount
  accounts: readonly DemoFarcasterAccount[]
  message: string
}

export function requestPage(p: RequestPageParameters): string {
  const token = escapeHtml(p.channelToken)
  const others = p.accounts
    .filter((a) => a.fid !== p.account.fid)
    .map(
      (a) =>
        `<a href="/phone?channelToken=${encodeURIComponent(p.channelToken)}&amp;fid=${a.fid}">@${escapeHtml(a.username)}</a>`,
    )
    .join(', ')
  return page(
    `Sign in to ${p.domain}`,
    `<p>${escapeHtml(p.siweUri)} asks @${escapeHtml(p.account.username)} (fid ${p.account.fid}) to sign in.</p>
${others ? `<p>Use another account: ${others}</p>` : ''}
<h2>Message to sign</h2>
<pre aria-label="Message to sign">${escapeHtml(p.message)}</pre>
<form method="post" action="/phone/approve"><input type="hidden" name="channelToken" value="${token}">
<input type="hidden" name="fid" value="${p.account.fid}"><button type="submit">Approve</button></form>
<form method="post" action="/phone/deny"><input type="hidden" name="channelToken" value="${token}"><button type="submit">Deny</button></form>`,
  )
}

export function resultPage(title: string, text: string): string {
  return page(title, `<p role="status">${escapeHtml(text)}</p>`)
}
