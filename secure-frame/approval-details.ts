/**
 * What the approval view says about a request, as plain data (no DOM), so the tests can read it
 * exactly as the user will: a title, the site, a one-line summary, a warning where the request
 * hands over tokens without limit, the detail rows (network, recipient, value, the decoded call,
 * the maximum network fee and the total), the message or typed data, and the raw calldata
 * behind a "show" control. Addresses that decide where value goes are shown whole in the rows
 * (a shortened address is easy to imitate with a look-alike); the summary line names them short.
 * Texts are in the active language; amounts stay exact and dates ISO 8601 in UTC in every language.
 */
import { formatUnitsExact, shortenAddress } from '../shared/format.js'
import type { ApprovalRequest } from './approval-queue.js'
import { t } from './i18n/i18n.js'
import type { DecodedCall } from './call-decoder.js'
import { isUnlimited, type PermitSummary } from './permit-decoder.js'
import type { KnownTokens } from './signing-requests.js'
import { describeUserOperation } from './smart-account/approval-details.js'
import type { ApprovalModel, DetailRow } from './approval-model.js'
import { describeSolanaTransaction } from './solana/approval-details.js'

export type { ApprovalModel, DetailRow } from './approval-model.js'

export function describeApproval({ subject, chain, site, account }: ApprovalRequest): ApprovalModel {
  const siteText = site.origin ?? t('approval.unknownSite')
  const network: DetailRow = { label: t('rows.network'), value: chain.name }
  const native = (value: bigint) => `${formatUnitsExact(value, chain.decimals)} ${chain.symbol}`
  if (subject.kind === 'userOperation') return describeUserOperation({ chain, site, account }, subject, describeCall)
  if (subject.kind === 'solanaTransaction') return describeSolanaTransaction(subject, { chain, site })

  // A Solana message is shown as an Ethereum one: text (or hex), the account and the network.
  if (subject.kind === 'message' || subject.kind === 'solanaMessage') {
    return {
      title: t('titles.signMessage'),
      site: siteText,
      summary: null,
      warning: null,
      rows: [{ label: t('rows.account'), value: shortenAddress(account), title: account }, network],
      body: { caption: subject.isText ? t('captions.message') : t('captions.messageHex'), text: subject.text },
      raw: null,
    }
  }

  if (subject.kind === 'typedData') {
    const rows: DetailRow[] = [
      { label: t('rows.app'), value: subject.domainName ?? t('values.noName') },
      { label: t('rows.type'), value: subject.primaryType },
      ...(subject.verifyingContract ? [{ label: t('rows.contract'), value: subject.verifyingContract }] : []),
      network,
    ]
    const permit = subject.permit ? describePermit(subject.permit, subject.tokens) : null
    return {
      title: permit ? t('titles.tokenPermit') : t('titles.signTypedData'),
      site: siteText,
      summary: permit?.summary ?? null,
      warning: permit?.warning ?? null,
      rows: [...(permit?.rows ?? []), ...rows],
      body: { caption: t('captions.typedData'), text: subject.messageJson },
      raw: null,
    }
  }

  const { to, value, data, call, fee, tokens } = subject
  const decoded = call ? describeCall(call, tokens) : null
  const rows: DetailRow[] = [
    network,
    { label: t('rows.from'), value: shortenAddress(account), title: account },
    ...(decoded?.rows ?? [{ label: to ? t('rows.to') : t('rows.creates'), value: to ?? t('values.newContract') }]),
    { label: t('rows.value'), value: native(value) },
    {
      label: t('rows.maxFee'),
      value: native(fee.maxFee),
      title: t('values.feeDetail', { gas: String(fee.gas), gwei: formatUnitsExact(fee.maxPricePerGas, 9) }),
    },
    { label: t('rows.total'), value: t('values.upTo', { amount: native(value + fee.maxFee) }) },
  ]
  const summary =
    decoded?.summary ??
    (to ? t('summaries.send', { amount: native(value), to: short(to) }) : t('summaries.createContract'))
  return {
    title: t('titles.sendTransaction'),
    site: siteText,
    summary,
    warning: decoded?.warning ?? null,
    rows,
    body: null,
    raw: data ? { caption: t('captions.rawData', { bytes: (data.length - 2) / 2 }), text: data } : null,
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
    : t('values.unknownToken', { amount: String(amount) })
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
  return info ? t('values.unlimitedOf', { symbol: info.symbol }) : t('values.unlimited')
}

function describeCall(call: DecodedCall, tokens: KnownTokens): Described {
  switch (call.kind) {
    case 'transfer':
      return {
        summary: t('summaries.send', { amount: tokenAmount(call.amount, call.contract, tokens), to: short(call.to) }),
        warning: null,
        rows: [
          { label: t('rows.token'), value: tokenName(call.contract, tokens) },
          { label: t('rows.recipient'), value: call.to },
          { label: t('rows.amount'), value: tokenAmount(call.amount, call.contract, tokens) },
        ],
      }
    case 'transferFrom': {
      const isToken = tokens.has(call.contract.toLowerCase())
      const what = isToken
        ? tokenAmount(call.amountOrTokenId, call.contract, tokens)
        : t('values.tokenNumber', { id: String(call.amountOrTokenId) })
      return {
        summary: t('summaries.move', { what, from: short(call.from), to: short(call.to) }),
        warning: null,
        rows: [
          { label: isToken ? t('rows.token') : t('rows.collection'), value: tokenName(call.contract, tokens) },
          { label: t('rows.from'), value: call.from },
          { label: t('rows.recipient'), value: call.to },
          {
            label: isToken ? t('rows.amount') : t('rows.tokenId'),
            value: isToken ? what : String(call.amountOrTokenId),
          },
        ],
      }
    }
    case 'approve': {
      const amount = allowanceText(call.amount, call.contract, tokens)
      const unlimited = isUnlimited(call.amount)
      return {
        summary: t(call.increase ? 'summaries.allowSpendMore' : 'summaries.allowSpend', {
          spender: short(call.spender),
          amount,
        }),
        warning: unlimited ? t('warnings.unlimitedApprove', { spender: short(call.spender) }) : null,
        rows: [
          { label: t('rows.token'), value: tokenName(call.contract, tokens) },
          { label: t('rows.spender'), value: call.spender },
          { label: call.increase ? t('rows.addedAllowance') : t('rows.allowance'), value: amount },
        ],
      }
    }
    case 'nftTransfer': {
      const items = call.items
        .map((item) => (item.amount === null ? `#${item.id}` : `${item.amount} × #${item.id}`))
        .join(', ')
      return {
        summary: t('summaries.sendNft', { standard: call.standard, items, to: short(call.to) }),
        warning: null,
        rows: [
          { label: t('rows.collection'), value: `${call.contract} (${call.standard})` },
          { label: t('rows.from'), value: call.from },
          { label: t('rows.recipient'), value: call.to },
          { label: call.items.length > 1 ? t('rows.tokens') : t('rows.token'), value: items },
        ],
      }
    }
    case 'setApprovalForAll':
      return {
        summary: t(call.approved ? 'summaries.allowAll' : 'summaries.revokeAll', { operator: short(call.operator) }),
        warning: call.approved ? t('warnings.approveAll', { operator: short(call.operator) }) : null,
        rows: [
          { label: t('rows.collection'), value: call.contract },
          { label: t('rows.operator'), value: call.operator },
          { label: t('rows.access'), value: call.approved ? t('values.allTokens') : t('values.revoked') },
        ],
      }
    case 'unknown':
      return {
        summary: t('summaries.callFunction', { selector: call.selector, contract: short(call.contract) }),
        warning: null,
        rows: [
          { label: t('rows.contract'), value: call.contract },
          { label: t('rows.function'), value: t('values.notRecognised', { selector: call.selector }) },
        ],
      }
  }
}

function describePermit(permit: PermitSummary, tokens: KnownTokens): Described {
  const grants = permit.allowances.map((allowance) =>
    t('values.grantOf', {
      amount: allowanceText(allowance.amount, allowance.token, tokens),
      token: tokenLabel(allowance.token, tokens),
    }),
  )
  const expires =
    permit.expires === null
      ? t('values.never')
      : new Date(Number(permit.expires) * 1000)
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ' UTC')
  const unlimited = permit.allowances.some((allowance) => isUnlimited(allowance.amount))
  return {
    summary: t('summaries.allowSpend', { spender: short(permit.spender), amount: grants.join(', ') }),
    warning: unlimited
      ? t('warnings.permitUnlimited', { spender: short(permit.spender), count: permit.allowances.length })
      : t('warnings.permit', { spender: short(permit.spender) }),
    rows: [
      { label: t('rows.permit'), value: permit.standard },
      { label: t('rows.spender'), value: permit.spender },
      ...permit.allowances.map((allowance, index) => ({
        label: permit.allowances.length > 1 ? t('rows.allowanceNumbered', { index: index + 1 }) : t('rows.allowance'),
        value: `${allowanceText(allowance.amount, allowance.token, tokens)} · ${tokenName(allowance.token, tokens)}`,
      })),
      { label: t('rows.expires'), value: expires },
    ],
  }
}
