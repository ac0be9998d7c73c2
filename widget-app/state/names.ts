/**
 * Account names: the lookup of a label as the user types (checked against the name rules first,
 * then asked after a pause, an outdated answer cancelled), the registration (the account signs
 * the registration message with its wallet, whatever its kind, and the API registers it), and
 * the identities shown where an address is (registered name and avatar), cached for 5 minutes.
 * Loading is true during signing; on success the profile name is set and
 * RegisterAccountNameSuccess is shown; on failure RegisterAccountName is shown again with why.
 */
import { stringToHex } from 'viem'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import type { ApiContext } from '../api/api-context.js'
import {
  fetchIdentity,
  fetchNameSuggestions,
  type Identity,
  lookupName,
  ProfileApiError,
  type ProfileName,
  registerName,
} from '../api/profile.js'
import type { AppState } from './app-state.js'
import {
  type ChainRule,
  coinTypeOf,
  createTimedCache,
  labelOf,
  NAME_CACHE_MS,
  type NameRule,
  nameRule,
  registrationMessage,
} from './name-rules.js'
import { replace, type ViewName } from './router.js'
import { createStore, type Store } from './store.js'

/** What is known of the label typed. */
export type Availability =
  | { state: 'idle' }
  | { state: 'invalid'; rule: NameRule }
  | { state: 'checking' }
  | { state: 'available'; name: string }
  | { state: 'taken'; name: string }
  /** The suggestions could not be fetched ('Error fetching name suggestions'). */
  | { state: 'failed' }

/** Why the last registration failed: a chain rule, or the API's (or the wallet's) own sentence. */
export type RegistrationError = { name: string } & ({ rule: ChainRule } | { reason: string | null })

export interface NamesState {
  /** The label as typed. */
  input: string
  availability: Availability
  /** Free names offered in place of a taken one. */
  suggestions: string[]
  /** The zone names are registered in, once an answer named it (e.g. `wallet.test`). */
  zone: string | null
  /** True while the wallet signs and the API registers. */
  loading: boolean
  error: RegistrationError | null
  /** The name registered last, for RegisterAccountNameSuccess. */
  registered: string | null
  /** The connected account's registered name and avatar (the profile), once read. */
  profile: ({ address: string } & Identity) | null
}

export const initialNames = (): NamesState => ({
  input: '',
  availability: { state: 'idle' },
  suggestions: [],
  zone: null,
  loading: false,
  error: null,
  registered: null,
  profile: null,
})

/** The pause after the last keystroke before a label is looked up (§9 search delay). */
export const NAME_LOOKUP_DELAY_MS = 300

export interface NamesDeps {
  app: Store<AppState>
  apiContext(): ApiContext | undefined
  /** Sends a request to the connected wallet (the site provider's path: every wallet kind). */
  walletRequest(request: RpcRequest): Promise<RpcResult>
  now(): number
}

export type Names = ReturnType<typeof createNames>

export function createNames(deps: NamesDeps) {
  const store = createStore<NamesState>(initialNames())
  const identities = createTimedCache<Identity>(NAME_CACHE_MS, deps.now)
  const lookups = createTimedCache<ProfileName | null>(NAME_CACHE_MS, deps.now)
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: AbortController | undefined

  const context = () => {
    const found = deps.apiContext()
    if (!found) throw new ProfileApiError(0, 'The API of the deployment is not configured')
    return found
  }

  function cancelLookup(): void {
    clearTimeout(timer)
    pending?.abort()
    pending = undefined
  }

  async function lookUp(label: string): Promise<void> {
    const controller = new AbortController()
    pending = controller
    try {
      const answer = await fetchNameSuggestions(context(), label, controller.signal)
      if (controller.signal.aborted) return
      const [asked, ...others] = answer.suggestions
      if (!asked) return store.set({ availability: { state: 'failed' } })
      const zone = asked.name.slice(asked.name.indexOf('.') + 1)
      store.set({
        zone,
        availability: { state: asked.registered ? 'taken' : 'available', name: asked.name },
        suggestions: others.filter((other) => !other.registered).map((other) => other.name),
      })
    } catch {
      if (!controller.signal.aborted) store.set({ availability: { state: 'failed' }, suggestions: [] })
    }
  }

  /** Takes what the user typed: the rules at once, the lookup after a pause (an older one cancelled). */
  function setInput(text: string): void {
    cancelLookup()
    const label = labelOf(text, store.get().zone)
    const rule = label ? nameRule(label) : null
    const availability: Availability = !label
      ? { state: 'idle' }
      : rule
        ? { state: 'invalid', rule }
        : { state: 'checking' }
    store.set({ input: text, availability, suggestions: [], error: null })
    if (availability.state === 'checking') timer = setTimeout(() => void lookUp(label), NAME_LOOKUP_DELAY_MS)
  }

  /** Puts a suggested (free) name in the field. */
  function chooseSuggestion(name: string): void {
    cancelLookup()
    const zone = store.get().zone
    store.set({ input: labelOf(name, zone), availability: { state: 'available', name }, suggestions: [], error: null })
  }

  /** Replaces the view showing the form (or one pushed above it, like a wallet's approval) with `name`. */
  function showInPlaceOfForm(name: ViewName): void {
    const { history } = deps.app.get()
    const at = history.map((view) => view.name).lastIndexOf('RegisterAccountName')
    if (at >= 0) deps.app.set({ history: replace(history.slice(0, at + 1), { name }) })
  }

  function fail(error: RegistrationError): void {
    store.set({ loading: false, error })
    showInPlaceOfForm('RegisterAccountName')
  }

  /** Signs the registration message of the available name with the connected wallet and registers it. */
  async function register(): Promise<void> {
    const state = store.get()
    if (state.loading || state.availability.state !== 'available') return
    const name = state.availability.name
    const { address, chainNamespace, chainId } = deps.app.get()
    const coin = coinTypeOf(chainNamespace, chainId)
    if (!coin.ok) return fail({ name, rule: coin.rule })
    if (!address) return fail({ name, reason: null })
    store.set({ loading: true, error: null })
    const message = registrationMessage(name, deps.now())
    try {
      const signed = await deps.walletRequest({ method: 'personal_sign', params: [stringToHex(message), address] })
      if (!signed.ok) return fail({ name, reason: signed.error.message })
      const signature = String(signed.result)
      await registerName(context(), { coin_type: coin.coinType, address, message, signature })
    } catch (error) {
      return fail({ name, reason: error instanceof ProfileApiError ? (error.reason ?? error.message) : null })
    }
    identities.set(address, { name, avatar: null })
    lookups.delete(name)
    store.set({
      loading: false,
      registered: name,
      profile: { address, name, avatar: null },
      input: '',
      availability: { state: 'idle' },
      suggestions: [],
    })
    showInPlaceOfForm('RegisterAccountNameSuccess')
    // The server's own answer (with the avatar, if any) replaces the one assumed.
    void loadProfile(address, { fresh: true })
  }

  /** The identity of `address` (cached 5 minutes; `fresh` asks the server past every cache). */
  async function identityOf(address: string, options: { fresh?: boolean } = {}): Promise<Identity> {
    const cached = options.fresh ? undefined : identities.get(address)
    if (cached) return cached
    const identity = await fetchIdentity(context(), address, options)
    identities.set(address, identity)
    return identity
  }

  /** Reads the connected account's profile (its registered name and avatar) into the state. */
  async function loadProfile(address: string, options: { fresh?: boolean } = {}): Promise<void> {
    try {
      const identity = await identityOf(address, options)
      if (deps.app.get().address?.toLowerCase() === address.toLowerCase())
        store.set({ profile: { address, ...identity } })
    } catch {
      // Without an identity the address is shown as it is.
    }
  }

  /** The address a registered name resolves to on EVM chains (cached 5 minutes); null when it is free. */
  async function resolveName(name: string, signal?: AbortSignal): Promise<`0x${string}` | null> {
    const cached = lookups.get(name)
    const entry = cached !== undefined ? cached : await lookupName(context(), name, signal)
    if (cached === undefined) lookups.set(name, entry)
    const address = entry?.addresses['60']?.address ?? Object.values(entry?.addresses ?? {})[0]?.address
    return (address as `0x${string}` | undefined) ?? null
  }

  return {
    store,
    setInput,
    chooseSuggestion,
    register,
    loadProfile,
    identityOf,
    resolveName,
    /** The profile of the account now connected, if it was read. */
    profileOf: (address: string | null) => {
      const { profile } = store.get()
      return profile && address && profile.address.toLowerCase() === address.toLowerCase() ? profile : null
    },
    /** A fresh form (what was typed and the last failure forgotten; the profile kept). */
    reset: () => {
      cancelLookup()
      store.set({ ...initialNames(), profile: store.get().profile, zone: store.get().zone })
    },
  }
}
