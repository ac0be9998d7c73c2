import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkLabel, parseAccountName } from './account-name.js'
import { NameRefusal } from './refusal.js'
import { parseRegistrationMessage } from './registration-message.js'
import { chainIdOfCoinType } from './registration.js'
import { parseNameSettings } from './settings.js'

const fail = (message: string) => new Error(message)
const settings = parseNameSettings({}, {}, 'http://localhost:4402', fail)
const codeOf = (run: () => unknown) => {
  try {
    run()
    return 'accepted'
  } catch (err) {
    if (err instanceof NameRefusal) return err.code
    throw err
  }
}

describe('account name rules', () => {
  it('behavior: a label of 4 to 63 letters, digits and hyphens is accepted, lower-cased', () => {
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[A-Za-z0-9-]{4,63}$/)
          // Hyphens in both the 3rd and 4th places are kept for encodings (xn--): refused apart.
          .filter((label) => label.slice(2, 4) !== '--'),
        (label) => {
          expect(checkLabel(label)).toBe(label.toLowerCase())
        },
      ),
    )
  })

  it('error: anything else is refused as INVALID_NAME', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[A-Za-z0-9-]{0,3}$/),
          fc.stringMatching(/^[A-Za-z0-9-]{64,70}$/),
          fc.stringMatching(/^[A-Za-z0-9-]{2}[^A-Za-z0-9-][A-Za-z0-9-]{2}$/),
        ),
        (label) => {
          expect(codeOf(() => checkLabel(label))).toBe('INVALID_NAME')
        },
      ),
    )
  })

  it('behavior: a name is read in the parent or an alias zone; other zones are refused', () => {
    expect(parseAccountName('Alice.reown.id', settings)).toEqual({ label: 'alice', zone: 'reown.id' })
    expect(parseAccountName('alice.wallet.test', settings)).toEqual({ label: 'alice', zone: 'wallet.test' })
    expect(codeOf(() => parseAccountName('alice.eth', settings))).toBe('UNKNOWN_ZONE')
    expect(codeOf(() => parseAccountName('wallet.test', settings))).toBe('UNKNOWN_ZONE')
  })

  it('behavior: the coin type names the chain (60 is Ethereum, 0x80000000 | id an EVM chain); others are Invalid chainId', () => {
    expect(chainIdOfCoinType(60)).toBe(1)
    expect(chainIdOfCoinType(0x8000_7a69)).toBe(31337)
    expect(chainIdOfCoinType(0xffff_ffff)).toBe(2 ** 31 - 1)
    for (const coinType of [0, 1, 0x8000_0000, 0x1_0000_0000, 1.5, -60])
      expect(
        codeOf(() => chainIdOfCoinType(coinType)),
        String(coinType),
      ).toBe('INVALID_CHAIN_ID')
  })

  it('behavior: the registration message is read with its name and timestamp; staleness is counted from now', () => {
    const now = new Date('2026-03-01T12:00:00Z')
    const seconds = now.getTime() / 1000
    const text = (timestamp: number) => JSON.stringify({ name: 'bob-2.reown.id', attributes: {}, timestamp })
    expect(parseRegistrationMessage(text(seconds - 600), settings, now)).toMatchObject({
      label: 'bob-2',
      timestamp: seconds - 600,
    })
    expect(codeOf(() => parseRegistrationMessage(text(seconds - 601), settings, now))).toBe('STALE_MESSAGE')
    expect(codeOf(() => parseRegistrationMessage(text(seconds + 601), settings, now))).toBe('STALE_MESSAGE')
    expect(codeOf(() => parseRegistrationMessage('[]', settings, now))).toBe('INVALID_MESSAGE')
  })
})

describe('name settings', () => {
  it('behavior: defaults, the environment, and code options in that order of precedence', () => {
    expect(settings).toEqual({
      parent: 'wallet.test',
      aliasZones: ['reown.id'],
      gatewayUrl: 'http://localhost:4402/v1/profile/gateway',
      gatewayAnswerSeconds: 300,
      registrationsPerMinute: 20,
      gatewayCallsPerMinute: 600,
      ensUniversalResolvers: [],
    })
    const env = {
      ACCOUNT_NAME_PARENT: 'id.example.com',
      ACCOUNT_NAME_ZONES: '',
      NAME_GATEWAY_KEY: `0x${'11'.repeat(32)}`,
    }
    expect(parseNameSettings({}, env, 'https://api.example.com', fail)).toMatchObject({
      parent: 'id.example.com',
      aliasZones: [],
      gatewayKey: `0x${'11'.repeat(32)}`,
      gatewayUrl: 'https://api.example.com/v1/profile/gateway',
    })
    expect(parseNameSettings({ parent: 'names.test' }, env, 'https://a.example', fail).parent).toBe('names.test')
  })

  it('error: a bad zone, key or URL fails at start, naming the setting', () => {
    const bad: [Parameters<typeof parseNameSettings>[0], RegExp][] = [
      [{ parent: 'Wallet.Test' }, /names\.parent/],
      [{ aliasZones: ['wallet.test'] }, /lists the parent/],
      [{ gatewayKey: '0x1234' }, /names\.gatewayKey/],
      [{ gatewayUrl: 'ftp://gateway.example' }, /names\.gatewayUrl/],
      [{ gatewayAnswerSeconds: 1 }, /gatewayAnswerSeconds/],
      [{ registrationsPerMinute: 0 }, /registrationsPerMinute/],
    ]
    for (const [options, expected] of bad)
      expect(() => parseNameSettings(options, {}, 'http://localhost:4402', fail)).toThrow(expected)
  })
})
