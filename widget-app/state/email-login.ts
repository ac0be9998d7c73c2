/**
 * Email login and email update with the secure frame (the EmailLogin and UpdateEmailWallet views,
 * the cooldown and the email rules). The frame talks to the server; this module drives the steps,
 * keeps the login values saved in the site's storage and shows the user-facing texts.
 */
import { ONE_TIME_CODE_PATTERN } from '../../shared/contracts/words.js'
import { isValidEmail } from '../../shared/email.js'
import { SAVED_KEY_PREFIX } from '../../shared/protocol/loader-widget.js'
import { t } from '../i18n/i18n.js'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import type { SecureFrameClient } from '../secure-frame/secure-frame-client.js'
import { frameUnreachableMessage } from './frame-unreachable.js'
import { cooldownMessage, cooldownSecondsLeft } from './cooldown.js'
import {
  initialEmailLogin,
  initialEmailUpdate,
  type EmailLoginState,
  type EmailUpdateState,
} from './email-login-state.js'
import { messageOf } from './errors.js'
import type { Navigation } from './navigation.js'
import type { PreferenceStorage } from './saved-preferences.js'
import type { Store } from './store.js'

/** Values saved in the site's storage. The email itself is not stored where the site could read it. */
export const EMAIL_LOGIN_USED_KEY = `${SAVED_KEY_PREFIX}email-login-used`
export const LAST_EMAIL_LOGIN_KEY = `${SAVED_KEY_PREFIX}last-email-login`

export type EmailWalletUser = OperationResult<'getUser'>

export interface EmailLoginDeps {
  store: Store<{ emailLogin: EmailLoginState; emailUpdate: EmailUpdateState }>
  frame: () => Promise<SecureFrameClient>
  prefs: PreferenceStorage
  now: () => number
  navigation: Pick<Navigation, 'push' | 'current'>
  /** The chain the wallet should be on after login. */
  chainId(): number
  onConnected(user: EmailWalletUser): Promise<void>
  onUpdated(email: string): void
}

export function createEmailLogin(deps: EmailLoginDeps) {
  const { store, prefs } = deps
  const setLogin = (patch: Partial<EmailLoginState>) =>
    store.set({ emailLogin: { ...store.get().emailLogin, ...patch } })
  const setUpdate = (patch: Partial<EmailUpdateState>) =>
    store.set({ emailUpdate: { ...store.get().emailUpdate, ...patch } })
  const onEmailLoginView = () => deps.navigation.current()?.name === 'EmailLogin'

  /** Starts (or restarts, for "resend") a login: cooldown, then the frame mails a code or asks for device approval. */
  async function start(rawEmail: string): Promise<void> {
    const email = rawEmail.trim()
    if (!isValidEmail(email)) return setLogin({ error: t('errors.invalidEmail'), email })
    const last = Number(prefs.getItem(LAST_EMAIL_LOGIN_KEY) ?? NaN)
    const wait = cooldownSecondsLeft(Number.isFinite(last) ? last : null, deps.now())
    if (wait > 0) return setLogin({ error: cooldownMessage(wait), email })
    const previousLogin = prefs.getItem(LAST_EMAIL_LOGIN_KEY)
    // A code the frame confirmed earlier (a resend) stays valid when this attempt fails.
    const codeSent = store.get().emailLogin.stage === 'otp' && store.get().emailLogin.email === email
    prefs.setItem(LAST_EMAIL_LOGIN_KEY, String(deps.now()))
    setLogin({ stage: 'sending', email, error: null })
    if (!onEmailLoginView()) deps.navigation.push({ name: 'EmailLogin' })
    try {
      const frame = await deps.frame()
      let { action } = await frame.request('connectEmail', { email })
      // A known account on a new browser: wait for the approval link, asking again after each long poll.
      while (action === 'VERIFY_DEVICE') {
        setLogin({ stage: 'device' })
        if (!onEmailLoginView()) return setLogin({ stage: 'idle' })
        action = (await frame.request('connectDevice', { email })).action
      }
      setLogin({ stage: 'otp', resendAt: deps.now() + 30_000 })
    } catch (error) {
      // Only a send the frame confirmed leads to the code step; no code went out, so no cooldown either.
      if (!codeSent && previousLogin === null) prefs.removeItem(LAST_EMAIL_LOGIN_KEY)
      else if (!codeSent && previousLogin !== null) prefs.setItem(LAST_EMAIL_LOGIN_KEY, previousLogin)
      setLogin({ stage: codeSent ? 'otp' : 'idle', error: frameUnreachableMessage(error) ?? messageOf(error) })
    }
  }

  async function submitOtp(rawOtp: string): Promise<void> {
    const otp = rawOtp.replace(/\s+/g, '')
    if (!ONE_TIME_CODE_PATTERN.test(otp)) return setLogin({ error: t('errors.invalidCode') })
    const { email } = store.get().emailLogin
    setLogin({ stage: 'verifying', error: null })
    try {
      const frame = await deps.frame()
      await frame.request('connectOtp', { email, otp })
      const user = await frame.request('getUser', { chainId: deps.chainId() })
      // Login success sets the flag and removes the last-login time.
      prefs.setItem(EMAIL_LOGIN_USED_KEY, 'true')
      prefs.removeItem(LAST_EMAIL_LOGIN_KEY)
      await deps.onConnected(user)
      store.set({ emailLogin: initialEmailLogin() })
    } catch (error) {
      setLogin({ stage: 'otp', error: messageOf(error) })
    }
  }

  /** Restores a signed-in email wallet after a reload, without asking the user. */
  async function restore(): Promise<boolean> {
    if (prefs.getItem(EMAIL_LOGIN_USED_KEY) !== 'true') return false
    const frame = await deps.frame()
    const { isConnected } = await frame.request('isConnected', {})
    if (!isConnected) return false
    await deps.onConnected(await frame.request('getUser', { chainId: deps.chainId() }))
    return true
  }

  /** Disconnect clears the cached login data. */
  function forget(): void {
    prefs.removeItem(EMAIL_LOGIN_USED_KEY)
    prefs.removeItem(LAST_EMAIL_LOGIN_KEY)
    store.set({ emailLogin: initialEmailLogin(), emailUpdate: initialEmailUpdate() })
  }

  async function startUpdate(rawEmail: string): Promise<void> {
    const newEmail = rawEmail.trim()
    if (!isValidEmail(newEmail)) return setUpdate({ error: t('errors.invalidEmail'), newEmail })
    setUpdate({ stage: 'sending', newEmail, error: null })
    try {
      await (await deps.frame()).request('updateEmail', { email: newEmail })
      setUpdate({ stage: 'primary' })
    } catch (error) {
      setUpdate({ stage: 'email', error: messageOf(error) })
    }
  }

  async function submitUpdateOtp(rawOtp: string): Promise<void> {
    const otp = rawOtp.replace(/\s+/g, '')
    const stage = store.get().emailUpdate.stage
    if (!ONE_TIME_CODE_PATTERN.test(otp)) return setUpdate({ error: t('errors.invalidCode') })
    try {
      const frame = await deps.frame()
      if (stage === 'primary') {
        await frame.request('updateEmailPrimaryOtp', { otp })
        setUpdate({ stage: 'secondary', error: null })
      } else if (stage === 'secondary') {
        const { newEmail } = await frame.request('updateEmailSecondaryOtp', { otp })
        setUpdate({ stage: 'done', error: null })
        deps.onUpdated(newEmail)
      }
    } catch (error) {
      setUpdate({ error: messageOf(error) })
    }
  }

  return {
    start,
    leave: () => setLogin({ stage: 'idle', error: null, resendAt: null }),
    resend: () => start(store.get().emailLogin.email),
    submitOtp,
    restore,
    forget,
    startUpdate,
    submitUpdateOtp,
    resetUpdate: () => store.set({ emailUpdate: initialEmailUpdate() }),
  }
}
