/**
 * Whether what the wallet sends now has its network fee paid for the user: the email wallet's smart account is
 * active on a network where the project enables smart accounts, and there the project's paymaster sponsors each
 * user operation. The frame's approval names the payer of each operation for certain.
 */
import type { AppState } from './app-state.js'

export function sendsAreSponsored(state: AppState): boolean {
  const account = state.emailAccount
  return (
    state.status === 'connected' &&
    account?.type === 'smartAccount' &&
    typeof state.chainId === 'number' &&
    account.smartAccountEnabledNetworks.includes(state.chainId)
  )
}
