/**
 * Where the server reads the time. Expiries, cooldowns and rate-limit windows all go through
 * it (and are passed to SQL as parameters), so tests move time instead of sleeping.
 */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export interface ManualClock {
  (): Date
  /** Moves time forward by `ms`. */
  advance(ms: number): void
  set(to: Date): void
}

/** A clock that only moves when told to: for tests. */
export function createManualClock(start: Date = new Date()): ManualClock {
  let now = start.getTime()
  const clock = (() => new Date(now)) as ManualClock
  clock.advance = (ms) => {
    now += ms
  }
  clock.set = (to) => {
    now = to.getTime()
  }
  return clock
}
