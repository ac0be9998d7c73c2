import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../shared/contracts/feature-defaults.js'
import { filterSocialsForTelegram, popupSocials, telegramPlatformOf } from './socials.js'

const ALL = [...DEFAULT_FEATURES.socials]

describe('socials on Connect', () => {
  it('behavior: outside Telegram every switched-on social stays, in the default order', () => {
    expect(filterSocialsForTelegram(ALL, null)).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('behavior: Telegram on iOS removes google', () => {
    expect(filterSocialsForTelegram(ALL, 'ios')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('behavior: Telegram on macOS removes x', () => {
    expect(filterSocialsForTelegram(ALL, 'macos')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('behavior: Telegram on Android removes facebook and x', () => {
    expect(filterSocialsForTelegram(ALL, 'android')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('behavior: the popup buttons leave Farcaster out and keep what the switches allow', () => {
    expect(popupSocials(['github', 'farcaster', 'google'], null)).toEqual(['github', 'google'])
    expect(popupSocials(['google', 'github'], 'ios')).toEqual(['github'])
    expect(popupSocials([], null)).toEqual([])
  })

  it('behavior: the platform is read from the Mini App platform, else from the user agent', () => {
    expect(telegramPlatformOf('anything', 'ios')).toBe('ios')
    expect(telegramPlatformOf('anything', 'android_x')).toBe('android')
    expect(telegramPlatformOf('anything', 'macos')).toBe('macos')
    expect(
      telegramPlatformOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Telegram-Android/10.5.0',
      ),
    ).toBe('android')
    expect(telegramPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Telegram')).toBe(
      'ios',
    )
    expect(telegramPlatformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605 Telegram')).toBe('macos')
  })

  it('error: an ordinary browser is not Telegram', () => {
    expect(telegramPlatformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBeNull()
    expect(telegramPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBeNull()
  })
})
