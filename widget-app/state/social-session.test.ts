import { describe, expect, it } from 'vitest'
import type { PreferenceStorage } from './saved-preferences.js'
import { createSocialSession } from './social-session.js'
import { SOCIAL_PROVIDER_KEY, SOCIAL_USERNAME_KEY } from './socials.js'

function storage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const prefs: PreferenceStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  return { values, prefs }
}

describe('how the email wallet session was opened', () => {
  it('behavior: a social login is recorded when it connects, and a reload restores it with the username', () => {
    const first = storage({ [SOCIAL_USERNAME_KEY]: 'alice' })
    const session = createSocialSession(first.prefs)
    session.starting('github')
    expect(session.connected()).toEqual({ provider: 'github', userName: 'alice' })
    expect(first.values.get(SOCIAL_PROVIDER_KEY)).toBe('github')

    // After a reload: a new widget over the same storage restores the session as it was opened.
    expect(createSocialSession(first.prefs).connected()).toEqual({ provider: 'github', userName: 'alice' })
  })

  it('behavior: an email login names no social login, and forgets the one recorded before', () => {
    const { values, prefs } = storage({ [SOCIAL_PROVIDER_KEY]: 'farcaster', [SOCIAL_USERNAME_KEY]: 'alice-fc' })
    const session = createSocialSession(prefs)
    session.starting(null)
    expect(session.connected()).toBeNull()
    expect(values.has(SOCIAL_PROVIDER_KEY)).toBe(false)
    expect(createSocialSession(prefs).connected()).toBeNull()
  })

  it('behavior: signing out forgets the provider and the username', () => {
    const { values, prefs } = storage({ [SOCIAL_PROVIDER_KEY]: 'google', [SOCIAL_USERNAME_KEY]: 'alice' })
    const session = createSocialSession(prefs)
    session.forget()
    expect([...values.keys()]).toEqual([])
    expect(session.connected()).toBeNull()
  })
})
