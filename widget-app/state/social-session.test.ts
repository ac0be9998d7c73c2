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
  it("behavior: a restored session is named as the server opened it, over what the site's storage says", () => {
    // Another site's storage (or a cleared one) knows nothing; the frame's restored user says it was a GitHub login.
    const empty = storage()
    expect(createSocialSession(empty.prefs).connected({ socialProvider: 'github', userName: 'alice-gh' })).toEqual({
      provider: 'github',
      userName: 'alice-gh',
    })
    expect(empty.values.get(SOCIAL_PROVIDER_KEY)).toBe('github')
    expect(empty.values.get(SOCIAL_USERNAME_KEY)).toBe('alice-gh')

    // Storage left over from an old social login does not name a session the server says was opened by email.
    const stale = storage({ [SOCIAL_PROVIDER_KEY]: 'google', [SOCIAL_USERNAME_KEY]: 'old' })
    expect(createSocialSession(stale.prefs).connected({ socialProvider: null, userName: null })).toBeNull()
    expect(stale.values.has(SOCIAL_PROVIDER_KEY)).toBe(false)

    // A frame that does not say (socialProvider absent) leaves it to the storage.
    const kept = storage({ [SOCIAL_PROVIDER_KEY]: 'discord', [SOCIAL_USERNAME_KEY]: 'alice-dc' })
    expect(createSocialSession(kept.prefs).connected({ userName: null })).toEqual({
      provider: 'discord',
      userName: 'alice-dc',
    })
  })
})
