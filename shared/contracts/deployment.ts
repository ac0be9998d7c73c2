/**
 * The deployment configuration: where this deployment's secure frame, API and relay live. It travels inside the
 * widget page itself, as JSON in `<script type="application/json" id="wallet-widget-deployment">`, written by
 * whoever serves the page (the production build or server, the development world), so the widget starts without
 * asking for it. A JSON data block is never executed: the page's CSP needs no inline script for it.
 *
 * Checked by hand rather than with zod: the widget reads it before its first paint, where every kilobyte counts.
 */

/** The id of the page's data block. */
export const DEPLOYMENT_ELEMENT_ID = 'wallet-widget-deployment'

export interface Deployment {
  /** The secure frame's page (http(s)); without it email login is off. */
  secureFrameUrl: string
  /** The API origin (http(s)). */
  apiUrl?: string
  /** The WalletConnect relay (ws(s)). */
  relayUrl?: string
}

const urlWith = (value: unknown, protocols: RegExp): string | undefined => {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return protocols.test(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

/** The deployment described by `body`; throws naming what is wrong. A bad `apiUrl` or `relayUrl` is left out. */
export function parseDeployment(body: unknown): Deployment {
  const fields = (body ?? {}) as Record<string, unknown>
  const secureFrameUrl = urlWith(fields.secureFrameUrl, /^https?:$/)
  if (!secureFrameUrl) throw new Error('secureFrameUrl is not an http(s) URL')
  const apiUrl = urlWith(fields.apiUrl, /^https?:$/)
  const relayUrl = urlWith(fields.relayUrl, /^wss?:$/)
  return { secureFrameUrl, ...(apiUrl && { apiUrl }), ...(relayUrl && { relayUrl }) }
}

/** The page's data block, with `<` escaped so no value can end the element early. */
export function deploymentElement(deployment: Deployment): string {
  const json = JSON.stringify(deployment).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${DEPLOYMENT_ELEMENT_ID}">${json}</script>`
}

const ELEMENT = new RegExp(`<script type="application/json" id="${DEPLOYMENT_ELEMENT_ID}">[^<]*</script>`)

/** `html` with its data block (which it must have) carrying `deployment`. */
export function inlineDeployment(html: string, deployment: Deployment): string {
  if (!ELEMENT.test(html)) throw new Error(`the page has no #${DEPLOYMENT_ELEMENT_ID} data block`)
  return html.replace(ELEMENT, () => deploymentElement(deployment))
}
