/**
 * The small HTML pages the approval link opens (a top-level tab, not the frame): the
 * confirmation form, and one-message pages for the outcome.
 *
 * The pages run no script at all. The policy allows only the one inline style below (by its
 * hash), forms posting back to this origin, and no framing (an approval page inside a hostile
 * frame is a clickjacking target). No Referer leaves them: the URL carries the link token.
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../html.js'

const STYLE =
  'body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}h1{font-size:1.4rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0}' +
  'button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1a56db;color:#fff;cursor:pointer}'

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`

export const PAGE_HEADERS = {
  'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${main}</main></body></html>`
}

export function messagePage(title: string, text: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>`)
}

export interface ConfirmationPageParameters {
  /** "Chrome 131 on Linux", from the User-Agent of the sign-in. */
  browser: string
  /** A place name, or "unknown location". */
  location: string
  /** When the sign-in was asked for, as text. */
  requestedAt: string
  /** Where the form posts. */
  action: string
  /** The mailed link token and the form token, sent back in the POST body. */
  linkToken: string
  formToken: string
}

/** Asks the reader to confirm that the sign-in described is theirs; approving is the form's POST. */
export function confirmationPage(p: ConfirmationPageParameters): string {
  return page(
    'Approve this browser?',
    `<p>Someone asked to sign in to your wallet from a browser it has not seen before:</p>
<dl>
<dt>Browser</dt><dd>${escapeHtml(p.browser)}</dd>
<dt>Location</dt><dd>${escapeHtml(p.location)} (approximate, from the IP address)</dd>
<dt>Requested</dt><dd>${escapeHtml(p.requestedAt)}</dd>
</dl>
<p>Approve only if this was you, just now. If it was not, close this page: nothing changes, and nobody gets in without the code we would mail you next.</p>
<form method="post" action="${escapeHtml(p.action)}">
<input type="hidden" name="token" value="${escapeHtml(p.linkToken)}">
<input type="hidden" name="confirm" value="${escapeHtml(p.formToken)}">
<button type="submit">Approve this browser</button>
</form>`,
  )
}
