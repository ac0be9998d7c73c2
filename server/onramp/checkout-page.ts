/**
 * The sandbox checkout's HTML: the payment form of an open order, and the page of an order once paid.
 * Opened in a popup or tab of its own. The pages run no script: the policy allows the one inline
 * style below (by its hash), forms posting back to this origin, and no framing. Every value from
 * the order or the form is escaped: it is shown as text.
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../html.js'
import type { PaymentFormErrors, PaymentField } from './payment-form.js'

const STYLE =
  'body{font:16px system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#222}h1{font-size:1.4rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}' +
  'label{display:block;margin:.7rem 0 .2rem}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}' +
  'fieldset{border:1px solid #ccc;border-radius:.4rem;margin:1rem 0}.error{color:#b00020;margin:.2rem 0}' +
  '.note{color:#555;font-size:.9rem}button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.4rem;' +
  'border:0;background:#1a56db;color:#fff;cursor:pointer}'

/** A CSP source allowing exactly this inline stylesheet. */
const styleSource = (css: string): string => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`

export const CHECKOUT_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'none'",
    `style-src ${styleSource(STYLE)}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

function page(heading: string, body: string): string {
  const title = escapeHtml(heading)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title} · Sandbox checkout</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${title}</h1>${body}</main></body></html>`,
  ].join('\n')
}

const details = (rows: [string, string][]): string =>
  `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`

export interface CheckoutFormParameters {
  /** "ETH on Anvil Local" and the like. */
  buying: string
  destination: string
  currency: string
  /** The methods offered in the currency, with their limits as text ("10.00 to 7500.00 USD"). */
  methods: { id: string; label: string; limits: string }[]
  action: string
  formToken: string
  /** What the form shows: the posted values (never card details) or the order's preset. */
  values: { amount: string; method: string }
  errors: PaymentFormErrors
  /** A failure of the whole form (the amount outside the limits, the chain not answering). */
  problem?: string
}

function input(name: PaymentField, label: string, errors: PaymentFormErrors, attrs: string, value = ''): string {
  const error = errors[name]
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`
}

export function checkoutFormPage(p: CheckoutFormParameters): string {
  const methodError = p.errors.method
  const options = p.methods
    .map(
      (m) =>
        `<option value="${escapeHtml(m.id)}"${m.id === p.values.method ? ' selected' : ''}>${escapeHtml(
          `${m.label} (${m.limits})`,
        )}</option>`,
    )
    .join('')
  return page(
    `Buy ${p.buying}`,
    `${details([
      ['Sent to', p.destination],
      ['Pay in', p.currency],
    ])}
${p.problem ? `<p class="error" role="alert">${escapeHtml(p.problem)}</p>` : ''}
<form method="post" action="${escapeHtml(p.action)}">
<input type="hidden" name="form_token" value="${escapeHtml(p.formToken)}">
${input('amount', `Amount (${p.currency})`, p.errors, 'inputmode="decimal" autocomplete="off" required', p.values.amount)}
<label for="method">Payment method</label>
<select id="method" name="method"${methodError ? ' aria-invalid="true" aria-describedby="method-error"' : ''}>${options}</select>
${methodError ? `<p class="error" id="method-error">${escapeHtml(methodError)}</p>` : ''}
<fieldset><legend>Card</legend>
${input('card_number', 'Card number', p.errors, 'inputmode="numeric" autocomplete="cc-number"')}
${input('card_expiry', 'Expiry (MM/YY)', p.errors, 'autocomplete="cc-exp" placeholder="MM/YY"')}
${input('card_cvc', 'CVC', p.errors, 'inputmode="numeric" autocomplete="cc-csc"')}
</fieldset>
<fieldset><legend>Bank account (ACH)</legend>
${input('routing_number', 'Routing number', p.errors, 'inputmode="numeric" autocomplete="off"')}
${input('account_number', 'Account number', p.errors, 'inputmode="numeric" autocomplete="off"')}
</fieldset>
<p class="note">Sandbox: nothing is charged. Test card 4242 4242 4242 4242 with any future expiry and CVC;
4000 0000 0000 0002 is declined. Test bank account: routing number 110000000, account number 000123456789.</p>
<button type="submit">Pay</button>
</form>`,
  )
}

export interface OrderPageParameters {
  title: string
  text: string
  rows: [string, string][]
}

/** An order past its form: paid and on its way, completed, or failed. */
export function orderPage(p: OrderPageParameters): string {
  return page(p.title, `<p role="status">${escapeHtml(p.text)}</p>${details(p.rows)}`)
}

export function checkoutMessagePage(title: string, text: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>`)
}
