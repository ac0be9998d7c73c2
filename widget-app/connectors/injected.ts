/**
 * Browser wallets of the host page (SPEC §3 connector types ANNOUNCED and INJECTED). The
 * providers live in the host page; each request crosses the channel to the loader, which
 * calls the wallet and sends back the result or the wallet's EIP-1193 error.
 */
import { fromErrorPayload } from '../../shared/errors.js'
import type { HostApi, WalletInfo } from '../../shared/protocol/host-widget.js'
import type { Connector } from './connector.js'

export interface InjectedConnector extends Connector {
  type: 'ANNOUNCED' | 'INJECTED'
  /** The wallet's id in the host page (EIP-6963 uuid); `id` is the stable rdns when there is one. */
  walletId: string
}

export function connectorIdOf(wallet: WalletInfo): string {
  return wallet.rdns ?? wallet.id
}

export function createInjectedConnector(wallet: WalletInfo, host: Pick<HostApi, 'walletRequest'>): InjectedConnector {
  return {
    id: connectorIdOf(wallet),
    type: wallet.source === 'eip6963' ? 'ANNOUNCED' : 'INJECTED',
    name: wallet.name,
    icon: safeIcon(wallet.icon),
    walletId: wallet.id,
    async request(method, params) {
      const reply = await host.walletRequest(wallet.id, params === undefined ? { method } : { method, params })
      if (reply.ok) return reply.result
      throw fromErrorPayload(reply.error)
    },
  }
}

/** EIP-6963 icons are accepted only as data:image URIs (shown in <img>, where scripts never run). */
export function safeIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' &&
    /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(icon) &&
    icon.length < 200_000
    ? icon
    : undefined
}

/** Accounts a wallet returned, as checked 0x addresses. */
export function parseAccounts(value: unknown): `0x${string}`[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is `0x${string}` => typeof item === 'string' && /^0x[0-9a-fA-F]{40}$/.test(item))
}

/** A hex or decimal chain id as a number; `null` when it is neither. */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value !== 'string') return null
  const parsed = /^0x[0-9a-fA-F]{1,13}$/.test(value)
    ? parseInt(value, 16)
    : /^[0-9]{1,15}$/.test(value)
      ? Number(value)
      : NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null
}
