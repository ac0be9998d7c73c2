import { describe, expect, it } from 'vitest'
import type { AccountType, OperationName } from '../../shared/protocol/secure-frame.js'
import { type AppState, initialAppState } from './app-state.js'
import {
  createAccountTypeSwitch,
  emailAccountOf,
  PREFERRED_ACCOUNT_TYPE_KEY,
  withStoredAccountType,
} from './account-type.js'
import { createStore } from './store.js'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

/** A frame whose user has both accounts; it answers getUser for the active one. */
function fakeFrame(initial: AccountType = 'smartAccount') {
  let active = initial
  const sent: { type: OperationName; payload: unknown }[] = []
  const user = () => ({
    email: 'ada@example.com',
    address: active === 'smartAccount' ? SMART : EOA,
    chainId: 31337,
    accounts: [
      { address: SMART, type: 'smartAccount' as const },
      { address: EOA, type: 'eoa' as const },
    ],
    preferredAccountType: active,
    smartAccountDeployed: false,
  })
  const frame = {
    async request(type: OperationName, payload: unknown) {
      sent.push({ type, payload })
      if (type === 'setPreferredAccount') {
        active = (payload as { type: AccountType }).type
        return { type: active, address: user().address }
      }
      if (type === 'getUser') return user()
      throw new Error(`unexpected ${type}`)
    },
  }
  return { frame: frame as never, sent, user }
}

const memoryPrefs = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('the email wallet’s account type', () => {
  it('behavior: a stored choice of the EOA is applied to a login that starts on the smart account', async () => {
    const { frame, sent, user } = fakeFrame()
    const prefs = memoryPrefs()
    expect(await withStoredAccountType(frame, user(), prefs)).toMatchObject({ address: SMART })
    expect(sent).toEqual([])

    prefs.setItem(PREFERRED_ACCOUNT_TYPE_KEY, 'eoa')
    const applied = await withStoredAccountType(frame, user(), prefs)
    expect(applied).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(sent.map((message) => message.type)).toEqual(['setPreferredAccount', 'getUser'])
  })

  it('behavior: switching stores the choice, updates the state and tells the connections the account changed', async () => {
    const { frame } = fakeFrame()
    const prefs = memoryPrefs()
    const store = createStore(initialAppState())
    const changes: [string, string][] = []
    const accountType = createAccountTypeSwitch({
      store,
      prefs,
      frame: async () => frame,
      connections: { accountChanged: (connectorId, address) => void changes.push([connectorId, address]) },
      connectorId: 'email',
      events: { emit: () => {} },
    })
    await accountType.switchTo('eoa')
    expect(prefs.getItem(PREFERRED_ACCOUNT_TYPE_KEY)).toBe('eoa')
    expect(store.get().emailAccount).toMatchObject({ type: 'eoa', smartAccountDeployed: false })
    expect(changes).toEqual([['email', EOA]])
    await accountType.switchTo('smartAccount')
    expect(changes.at(-1)).toEqual(['email', SMART])
  })

  it('error: a stored value that is not an account type is ignored', async () => {
    const { frame, sent, user } = fakeFrame()
    const prefs = memoryPrefs()
    prefs.setItem(PREFERRED_ACCOUNT_TYPE_KEY, 'bogus')
    expect(await withStoredAccountType(frame, user(), prefs)).toMatchObject({ address: SMART })
    expect(sent).toEqual([])
  })

  it('behavior: the frame’s userChanged moves the active account with the network, and a deployment is told as stateChanged', async () => {
    const { frame, user } = fakeFrame()
    const store = createStore<AppState>({ ...initialAppState(), connectorId: 'email', address: SMART })
    const changes: [string, string][] = []
    const emitted: string[] = []
    const accountType = createAccountTypeSwitch({
      store,
      prefs: memoryPrefs(),
      frame: async () => frame,
      connections: { accountChanged: (connectorId, address) => void changes.push([connectorId, address]) },
      connectorId: 'email',
      events: { emit: (type) => void emitted.push(type) },
    })
    // Not connected with the email wallet: nothing to apply.
    accountType.userChanged({ ...user(), smartAccountDeployed: true })
    expect(store.get().emailAccount).toBeNull()

    store.set({ emailAccount: emailAccountOf({ ...user(), smartAccountEnabledNetworks: [31337] }) })
    accountType.userChanged({ ...user(), smartAccountDeployed: true, smartAccountEnabledNetworks: [31337] })
    expect(store.get().emailAccount).toMatchObject({ type: 'smartAccount', smartAccountDeployed: true })
    expect(emitted).toEqual(['stateChanged'])
    expect(changes).toEqual([])
    // The same news again changes nothing.
    accountType.userChanged({ ...user(), smartAccountDeployed: true, smartAccountEnabledNetworks: [31337] })
    expect(emitted).toEqual(['stateChanged'])

    const mainnetUser = {
      ...user(),
      address: EOA,
      chainId: 1,
      accounts: [{ address: EOA, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountEnabledNetworks: [31337],
    }
    accountType.userChanged(mainnetUser)
    expect(store.get().emailAccount).toEqual({
      type: 'eoa',
      smartAccountDeployed: false,
      accounts: [{ address: EOA, type: 'eoa' }],
      smartAccountEnabledNetworks: [31337],
    })
    expect(changes).toEqual([['email', EOA]])
  })
})
