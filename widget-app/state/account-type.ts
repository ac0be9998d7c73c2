/**
 * The email wallet's active account type (§4): the smart account where the project enables smart accounts on
 * the chain, else the EOA. The user's choice is kept in the widget's storage and applied to the frame with
 * each login or restore; switching tells the site that the account changed. The frame's `userChanged` event
 * (the network moved to one with or without smart accounts, or the smart account was deployed) is applied the
 * same way: `accountChanged` when the active address changed, else `stateChanged`.
 */
// Types only: the protocol's schemas (zod) stay out of what paints Connect.
import type { AccountType, OperationResult } from '../../shared/protocol/secure-frame.js'
import { SAVED_KEY_PREFIX } from '../../shared/protocol/loader-widget.js'
import type { SecureFrameClient } from '../secure-frame/frame-client.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import type { EmailAccountState } from './email-account-state.js'
import type { PreferenceStorage } from './saved-preferences.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

export const PREFERRED_ACCOUNT_TYPE_KEY = `${SAVED_KEY_PREFIX}preferred-account-type`
const ACCOUNT_TYPES: readonly AccountType[] = ['smartAccount', 'eoa']

type FrameUser = OperationResult<'getUser'>

export const emailAccountOf = (user: FrameUser): EmailAccountState => ({
  type: user.preferredAccountType,
  smartAccountDeployed: user.smartAccountDeployed,
  accounts: user.accounts,
  smartAccountEnabledNetworks: user.smartAccountEnabledNetworks ?? [],
})

function storedAccountType(prefs: PreferenceStorage): AccountType | null {
  const stored = prefs.getItem(PREFERRED_ACCOUNT_TYPE_KEY)
  return ACCOUNT_TYPES.find((type) => type === stored) ?? null
}

/** The user after the stored choice is applied (when the frame offers that account on this chain). */
export async function withStoredAccountType(
  frame: Pick<SecureFrameClient, 'request'>,
  user: FrameUser,
  prefs: PreferenceStorage,
): Promise<FrameUser> {
  const stored = storedAccountType(prefs)
  if (!stored || stored === user.preferredAccountType || !user.accounts.some((account) => account.type === stored))
    return user
  await frame.request('setPreferredAccount', { type: stored })
  return frame.request('getUser', { chainId: user.chainId, preferredAccountType: stored })
}

export interface AccountTypeSwitchDeps {
  store: Store<AppState>
  prefs: PreferenceStorage
  frame: () => Promise<Pick<SecureFrameClient, 'request'>>
  connections: Pick<Connections, 'accountChanged'>
  connectorId: string
  events: Pick<SiteEvents, 'emit'>
}

export function createAccountTypeSwitch(deps: AccountTypeSwitchDeps) {
  const { store, prefs, frame, connections, connectorId } = deps
  return {
    /** The frame's `userChanged`: applied while the email wallet is the active connection. */
    userChanged(user: FrameUser): void {
      const { emailAccount, address } = store.get()
      if (!emailAccount || store.get().connectorId !== connectorId) return
      const next = emailAccountOf(user)
      store.set({ emailAccount: next })
      if (user.address !== address) connections.accountChanged(connectorId, user.address)
      else if (next.type !== emailAccount.type || next.smartAccountDeployed !== emailAccount.smartAccountDeployed)
        deps.events.emit('stateChanged')
    },
    /** Makes `type` the active account of the email wallet and remembers the choice. */
    async switchTo(type: AccountType): Promise<void> {
      const ready = await frame()
      await ready.request('setPreferredAccount', { type })
      prefs.setItem(PREFERRED_ACCOUNT_TYPE_KEY, type)
      const user = await ready.request('getUser', { preferredAccountType: type })
      store.set({ emailAccount: emailAccountOf(user) })
      connections.accountChanged(connectorId, user.address)
    },
  }
}
