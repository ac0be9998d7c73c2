import { describe, expect, it } from 'vitest'
import { DEFAULT_RELAY_PORT, RelaySettingsError, relaySettingsFromEnv } from './settings.js'

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    relaySettingsFromEnv(env)
  } catch (err) {
    if (err instanceof RelaySettingsError) return err.problems
    throw err
  }
  return []
}

describe('relay settings from the environment', () => {
  it('behavior: an empty environment gives the local defaults and leaves every limit to the relay', () => {
    expect(relaySettingsFromEnv({})).toEqual({ port: DEFAULT_RELAY_PORT, host: '127.0.0.1' })
    expect(relaySettingsFromEnv({ PORT: '', HOST: ' ', PUBLIC_URL: '' })).toEqual({
      port: DEFAULT_RELAY_PORT,
      host: '127.0.0.1',
    })
  })

  it('behavior: every value a deployment sets reaches the relay', () => {
    expect(
      relaySettingsFromEnv({
        PORT: '0',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'wss://relay.example.com, ws://10.0.0.5:4403',
        RELAY_PING_INTERVAL_MS: '20000',
        RELAY_SWEEP_INTERVAL_MS: '60000',
        RELAY_DATABASE_URL: 'postgresql://relay:secret@db.internal:5432/relay',
        RELAY_MAX_BYTES_TOTAL: '268435456',
        RELAY_MAX_BYTES_PER_CLIENT: '1048576',
        RELAY_MAX_FRAME_BYTES: '32768',
        RELAY_MAX_MESSAGE_BYTES: '32768',
        RELAY_MAX_SUBSCRIPTIONS_PER_CONNECTION: '200',
        RELAY_MAX_MESSAGES_PER_TOPIC: '100',
        RELAY_MAX_BUFFERED_BYTES: '8388608',
        RELAY_PUBLISH_RATE: '10:50',
        RELAY_SUBSCRIBE_RATE: '2.5:100',
        RELAY_REFUSAL_RATE: '0:20',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      publicUrl: ['wss://relay.example.com', 'ws://10.0.0.5:4403'],
      pingIntervalMs: 20_000,
      sweepIntervalMs: 60_000,
      databaseUrl: 'postgresql://relay:secret@db.internal:5432/relay',
      limits: {
        maxBytesTotal: 268_435_456,
        maxBytesPerClient: 1_048_576,
        maxFrameBytes: 32_768,
        maxMessageBytes: 32_768,
        maxSubscriptionsPerConnection: 200,
        maxMessagesPerTopic: 100,
        maxBufferedBytes: 8_388_608,
        publishRate: { perSecond: 10, burst: 50 },
        subscribeRate: { perSecond: 2.5, burst: 100 },
        refusals: { perSecond: 0, burst: 20 },
      },
    })
  })

  it.each([
    [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, got "65536"'],
    [{ PORT: '44o3' }, 'PORT must be a whole number from 0 to 65535, got "44o3"'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, got "-1"'],
    [
      { PUBLIC_URL: 'https://relay.example.com' },
      'PUBLIC_URL must list ws:// or wss:// URLs separated by commas, got "https://relay.example.com"',
    ],
    [
      { RELAY_PING_INTERVAL_MS: '60000' },
      'RELAY_PING_INTERVAL_MS must be a whole number from 1000 to 30000, got "60000"',
    ],
    [
      { RELAY_MAX_BYTES_TOTAL: '0' },
      'RELAY_MAX_BYTES_TOTAL must be a whole number from 1 to 9007199254740991, got "0"',
    ],
    [{ RELAY_MAX_BYTES_PER_CLIENT: '4MiB' }, 'RELAY_MAX_BYTES_PER_CLIENT must be a whole number from 1 to'],
    [{ RELAY_PUBLISH_RATE: '20' }, 'RELAY_PUBLISH_RATE must be <per second>:<burst>, e.g. 20:100'],
    [{ RELAY_SUBSCRIBE_RATE: '20:0' }, 'RELAY_SUBSCRIBE_RATE must be <per second>:<burst>, e.g. 20:500'],
    [
      { RELAY_DATABASE_URL: 'mysql://relay:secret@db.internal/relay' },
      'RELAY_DATABASE_URL must be a postgres:// or postgresql:// URL, got a mysql:// URL',
    ],
    [
      { RELAY_DATABASE_URL: 'db.internal:5432' },
      'RELAY_DATABASE_URL must be a postgres:// or postgresql:// URL, got a db.internal:// URL',
    ],
    [
      { RELAY_DATABASE_URL: 'secret@db.internal' },
      'RELAY_DATABASE_URL must be a postgres:// or postgresql:// URL, got something that is not a URL',
    ],
  ])('error: %j is refused with a message naming the variable and the value', (env, message) => {
    const problems = problemsOf(env)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(message)
    // A database URL may carry a password: it is never repeated in the message.
    expect(problems[0]).not.toContain('secret')
  })

  it('error: several bad values are each named, one line apiece, and nothing is started', () => {
    const env = { PORT: 'x', PUBLIC_URL: 'ws://ok.example,nope', RELAY_REFUSAL_RATE: 'fast' }
    expect(() => relaySettingsFromEnv(env)).toThrow(RelaySettingsError)
    const problems = problemsOf(env)
    expect(problems.map((line) => line.split(' ')[0])).toEqual(['PORT', 'PUBLIC_URL', 'RELAY_REFUSAL_RATE'])
    expect(problems[1]).toContain('"nope"')
    expect(() => relaySettingsFromEnv(env)).toThrow(
      /not valid:\n {2}PORT .*\n {2}PUBLIC_URL .*\n {2}RELAY_REFUSAL_RATE /,
    )
  })
})
