/**
 * The page the popup ends on: it hands its own URL (the login's `state` and result token, or an
 * error code) to the window that opened it, posting only to the secure origin, never to "*". The
 * secure frame is that window; it checks the origin, the source and the state before using it.
 * The page's one script runs by a per-answer nonce; nothing from the URL is written into it.
 */
import { randomBytes } from 'node:crypto'
import { SOCIAL_RESULT_NAMESPACE } from '../../shared/contracts/social.js'
import { escapeHtml } from '../html.js'

export interface ResultPage {
  html: string
  headers: Record<string, string>
}

export function resultPage(secureOrigin: string, text: string): ResultPage {
  const nonce = randomBytes(16).toString('base64')
  const script = `(function () {
  var target = ${JSON.stringify(secureOrigin)};
  if (window.opener) window.opener.postMessage({ ns: ${JSON.stringify(SOCIAL_RESULT_NAMESPACE)}, type: 'result', uri: window.location.href }, target);
})();`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text)}</title></head>
<body><main><p>${escapeHtml(text)}</p></main>
<script nonce="${nonce}">${script}</script></body></html>`
  return {
    html,
    headers: {
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      'x-frame-options': 'DENY',
      // The URL carries the result token.
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
  }
}
