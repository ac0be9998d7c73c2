/**
 * What the approval view says about a request, as plain data (no DOM), so the tests can read it
 * exactly as the user will: a title, the site, a one-line summary, a warning where the request
 * hands over tokens without limit, the detail rows (network, recipient, value, the decoded call,
 * the maximum network fee and the total), the message or typed data, and the raw calldata
 * behind a "show" control. Addresses that decide where value goes are shown whole in the rows
 * (a shortened address is easy to imitate with a look-alike); the summary line names them short.
 */
import { formatUnitsExact, shortenAddress } from '../shared/format.js'
import type { ApprovalRequest } from './approval-queue.js'
import type { DecodedCall } from './call-decoder.js'
import { isUnlimited, type PermitSummary } from './permit-decoder.js'
import type { KnownTokens } from './signing-requests.js'

export interface DetailRow {
  label: string
  value: string
  /** The full value where the shown one is cut (hover and screen readers). */
  title?: string
}

export interface ApprovalModel {
  title: string
  /** Who asks: the site's origin as the widget verified it. */
  site: string
  /** One sentence on what happens, e.g. "Send 1.5 TKN to 0x…". */
  summary: string | null
  /** Shown in a warning box above the details. */
  warning: string | null
  rows: DetailRow[]
  /** A message or typed data shown in full, with its caption. */
  body: { caption: string; text: string } | null
  /** Calldata, shown on demand. */
  raw: { caption: string; text: string } | null
}

export const UNLIMITED = 'Unlimited'
const UNKNOWN_SITE = 'an unknown site'

export function describeApproval({ subject, chain, site, account }: ApprovalRequest): ApprovalModel {
  const siteText = site.origin ?? UNKNOWN_SITE
  const network: DetailRow = { label: 'Network', value: chain.name }
  const native = (value: bigint) => `${formatUnitsExact(value, chain.decimals)} ${chain.symbol}`

  if (subject.kind === 'message') {
    return {
      title: 'Sign message',
      site: siteText,
      summary: null,
      warning: null,
      rows: [{ label: 'Account', value: shortenAddress(account), title: account }, network],
      body: { caption: subject.isText ? 'Message' : 'Message (hex; not readable text)', text: subject.text },
      raw: null,
    }
  }

  if (subject.kind === 'typedData') {
    const rows: DetailRow[] = [
      { label: 'App', value: subject.domainName ?? '(no name)' },
      { label: 'Type', value: subject.primaryType },
      ...(subject.verifyingContract ? [{ label: 'Contract', value: subject.verifyingContract }] : []),
      network,
    ]
    const permit = subject.permit ? describePermit(subject.permit, subject.tokens) : null
    return {
      title: permit ? 'Token permit' : 'Sign typed data',
      site: siteText,
      summary: permit?.summary ?? null,
      warning: permit?.warning ?? null,
      rows: [...(permit?.rows ?? []), ...rows],
      body: { caption: 'Typed data message', text: subject.messageJson },
      raw: null,
    }
  }

  const { to, value, data, call, fee, tokens } = subject
  const decoded = call ? describeCall(call, tokens) : null
  const rows: DetailRow[] = [
    network,
    { label: 'From', value: shortenAddress(account), title: account },
    ...(decoded?.rows ?? [{ label: to ? 'To' : 'Creates', value: to ?? 'A new contract' }]),
    { label: 'Value', value: native(value) },
    {
      label: 'Max network fee',
      value: native(fee.maxFee),
      title: `${fee.gas} gas × at most ${formatUnitsExact(fee.maxPricePerGas, 9)} gwei`,
    },
    { label: 'Total', value: `up to ${native(value + fee.maxFee)}` },
  ]
  const summary = decoded?.summary ?? (to ? `Send ${native(value)} to ${short(to)}` : 'Create a contract')
  return {
    title: 'Send transaction',
    site: siteText,
    summary,
    warning: decoded?.warning ?? null,
    rows,
    body: null,
    raw: data ? { caption: `Raw data (${(data.length - 2) / 2} bytes)`, text: data } : null,
  }
}

interface Described {
  summary: string
  warning: string | null
  rows: DetailRow[]
}

/** "1.5 TKN" when the token told its symbol and decimals, else the base units. */
function tokenAmount(amount: bigint, token: string, tokens: KnownTokens): string {
  const info = tokens.get(token.toLowerCase())
  return info
    ? `${formatUnitsExact(amount, info.decimals)} ${info.symbol}`
    : `${amount} (base units of an unknown token)`
}

function tokenName(token: string, tokens: KnownTokens): string {
  const info = tokens.get(token.toLowerCase())
  return info ? `${info.symbol} (${token})` : token
}

/** Summaries name addresses short; the rows below show them whole. */
const short = (address: string) => shortenAddress(address)

/** A token's symbol for summaries, or its short address when it told none. */
function tokenLabel(token: string, tokens: KnownTokens): string {
  return tokens.get(token.toLowerCase())?.symbol ?? short(token)
}

function allowanceText(amount: bigint, token: string, tokens: KnownTokens): string {
  if (!isUnlimited(amount)) return tokenAmount(amount, token, tokens)
  const info = tokens.get(token.toLowerCase())
  return info ? `${UNLIMITED} ${info.symbol}` : UNLIMITED
}

function describeCall(call: DecodedCall, tokens: KnownTokens): Described {
  switch (call.kind) {
    case 'transfer':
      return {
        summary: `Send ${tokenAmount(call.amount, call.contract, tokens)} to ${short(call.to)}`,
        warning: null,
        rows: [
          { label: 'Token', value: tokenName(call.contract, tokens) },
          { label: 'Recipient', value: call.to },
          { label: 'Amount', value: tokenAmount(call.amount, call.contract, tokens) },
        ],
      }
    case 'transferFrom': {
      const isToken = tokens.has(call.contract.toLowerCase())
      const what = isToken ? tokenAmount(call.amountOrTokenId, call.contract, tokens) : `token #${call.amountOrTokenId}`
      return {
        summary: `Move ${what} from ${short(call.from)} to ${short(call.to)}`,
        warning: null,
        rows: [
          { label: isToken ? 'Token' : 'Collection', value: tokenName(call.contract, tokens) },
          { label: 'From', value: call.from },
          { label: 'Recipient', value: call.to },
          { label: isToken ? 'Amount' : 'Token id', value: isToken ? what : String(call.amountOrTokenId) },
        ],
      }
    }
    case 'approve': {
      const amount = allowanceText(call.amount, call.contract, tokens)
      const unlimited = isUnlimited(call.amount)
      return {
        summary: call.increase
          ? `Allow ${short(call.spender)} to spend ${amount} more`
          : `Allow ${short(call.spender)} to spend ${amount}`,
        warning: unlimited
          ? `${short(call.spender)} will be able to take all of this token from your account, now and later, until you revoke it.`
          : null,
        rows: [
          { label: 'Token', value: tokenName(call.contract, tokens) },
          { label: 'Spender', value: call.spender },
          { label: call.increase ? 'Added allowance' : 'Allowance', value: amount },
        ],
      }
    }
    case 'nftTransfer': {
      const items = call.items
        .map((item) => (item.amount === null ? `#${item.id}` : `${item.amount} × #${item.id}`))
        .join(', ')
      return {
        summary: `Send ${call.standard} ${items} to ${short(call.to)}`,
        warning: null,
        rows: [
          { label: 'Collection', value: `${call.contract} (${call.standard})` },
          { label: 'From', value: call.from },
          { label: 'Recipient', value: call.to },
          { label: call.items.length > 1 ? 'Tokens' : 'Token', value: items },
        ],
      }
    }
    case 'setApprovalForAll':
      return {
        summary: call.approved
          ? `Allow ${short(call.operator)} to move all your tokens of this collection`
          : `Revoke ${short(call.operator)}'s access to this collection`,
        warning: call.approved
          ? `${short(call.operator)} will be able to take every token you hold in this collection, now and later, until you revoke it.`
          : null,
        rows: [
          { label: 'Collection', value: call.contract },
          { label: 'Operator', value: call.operator },
          { label: 'Access', value: call.approved ? 'All tokens' : 'Revoked' },
        ],
      }
    case 'unknown':
      return {
        summary: `Call function ${call.selector} of ${short(call.contract)}`,
        warning: null,
        rows: [
          { label: 'Contract', value: call.contract },
          { label: 'Function', value: `${call.selector} (not recognised)` },
        ],
      }
  }
}

function describePermit(permit: PermitSummary, tokens: KnownTokens): Described {
  const grants = permit.allowances.map(
    (allowance) =>
      `${allowanceText(allowance.amount, allowance.token, tokens)} of ${tokenLabel(allowance.token, tokens)}`,
  )
  const expires =
    permit.expires === null
      ? 'Never'
      : new Date(Number(permit.expires) * 1000)
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ' UTC')
  const unlimited = permit.allowances.some((allowance) => isUnlimited(allowance.amount))
  return {
    summary: `Allow ${short(permit.spender)} to spend ${grants.join(', ')}`,
    warning: unlimited
      ? `This signature lets ${short(permit.spender)} take ${permit.allowances.length > 1 ? 'these tokens' : 'this token'} without limit, without another confirmation.`
      : `This signature lets ${short(permit.spender)} take tokens from your account without another confirmation.`,
    rows: [
      { label: 'Permit', value: permit.standard },
      { label: 'Spender', value: permit.spender },
      ...permit.allowances.map((allowance, index) => ({
        label: permit.allowances.length > 1 ? `Allowance ${index + 1}` : 'Allowance',
        value: `${allowanceText(allowance.amount, allowance.token, tokens)} · ${tokenName(allowance.token, tokens)}`,
      })),
      { label: 'Expires', value: expires },
    ],
  }
}
