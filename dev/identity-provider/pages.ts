/** The identity provider's two pages: who signs in, and whether they let the app in. No script. */
import { escapeHtml } from '../../server/html.js'
import { TEST_ACCOUNTS } from './accounts.js'

const STYLE =
  'body{font:16px system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}button{font:inherit;margin:.3rem}'

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

/** One button per test account; `username` names the account. */
export function loginPage(uid: string, app: string, error?: string): string {
  const buttons = TEST_ACCOUNTS.map(
    (a) =>
      `<button type="submit" name="username" value="${escapeHtml(a.id)}">${escapeHtml(a.name)} (${escapeHtml(a.email)})</button>`,
  ).join('\n')
  return page(
    `Sign in to continue to ${app}`,
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">${buttons}</form>`,
  )
}

export function consentPage(uid: string, app: string, account: string, scopes: readonly string[]): string {
  return page(
    `${app} wants to sign you in`,
    `<p>Signed in as ${escapeHtml(account)}. ${escapeHtml(app)} asks for: ${escapeHtml(scopes.join(', ') || 'your account id')}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/deny"><button type="submit">Deny</button></form>`,
  )
}
