import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db/database.js'
import { createProjectLookup } from './lookup.js'

/** A database of one project whose reads are counted and can be made to fail. */
function fakeDb() {
  const state = { reads: 0, fail: false, analytics: false }
  const db: Queryable = {
    async query<T>(_sql: string, params: readonly unknown[] = []): Promise<T[]> {
      state.reads += 1
      if (state.fail) throw new Error('database down')
      if (params[0] !== 'p') return []
      const now = new Date()
      return [
        {
          id: 'p',
          features: {},
          allowed_origins: [],
          analytics_enabled: state.analytics,
          created_at: now,
          updated_at: now,
        } as T,
      ]
    },
  }
  return { db, state }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('project lookup', () => {
  it('behavior: within its lifetime one read serves every caller; after it the database is read again', async () => {
    const { db, state } = fakeDb()
    const lookup = createProjectLookup(db, 150)
    await Promise.all([lookup.get('p'), lookup.get('p'), lookup.get('p')])
    expect(state.reads).toBe(1)
    state.analytics = true
    expect((await lookup.get('p'))?.analyticsEnabled).toBe(false)
    await sleep(200)
    expect((await lookup.get('p'))?.analyticsEnabled).toBe(true)
    expect(state.reads).toBe(2)
  })

  it('behavior: unknown ids are remembered too, and invalidate() forgets at once', async () => {
    const { db, state } = fakeDb()
    const lookup = createProjectLookup(db, 10_000)
    expect(await lookup.get('nobody')).toBeUndefined()
    expect(await lookup.get('nobody')).toBeUndefined()
    expect(state.reads).toBe(1)
    await lookup.get('p')
    state.analytics = true
    lookup.invalidate('p')
    expect((await lookup.get('p'))?.analyticsEnabled).toBe(true)
    lookup.invalidate()
    await lookup.get('nobody')
    expect(state.reads).toBe(4)
  })

  it('behavior: a lifetime of 0 reads every time', async () => {
    const { db, state } = fakeDb()
    const lookup = createProjectLookup(db, 0)
    await lookup.get('p')
    await lookup.get('p')
    expect(state.reads).toBe(2)
  })

  it('error: a failed read is not remembered', async () => {
    const { db, state } = fakeDb()
    const lookup = createProjectLookup(db, 10_000)
    state.fail = true
    await expect(lookup.get('p')).rejects.toThrow('database down')
    state.fail = false
    expect((await lookup.get('p'))?.id).toBe('p')
  })
})
