import { describe, expect, it } from 'vitest'
import { startChild } from './child-process.js'

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] })

describe('a child process of the world', () => {
  it('error: one that exits before it is ready is reported with its code and its last output', async () => {
    await expect(
      startChild({
        name: 'broken node',
        ...node('console.error("no config file"); process.exit(3)'),
        ready: async () => false,
        readyTimeoutMs: 10_000,
        readyMeaning: 'answer',
      }),
    ).rejects.toThrow(/^broken node exited before becoming ready \(code 3, signal null\)\nits output:\nno config file$/)
  })

  it('error: one that never answers is stopped at the deadline, and the error says what it did not do', async () => {
    let pid: number | undefined
    await expect(
      startChild({
        name: 'silent node',
        ...node('console.log(process.pid); setInterval(() => {}, 1000)'),
        ready: async () => false,
        // Long enough for a new Node process to print its pid on a busy machine.
        readyTimeoutMs: 3_000,
        readyMeaning: 'answer eth_chainId=1',
      }).catch((err: Error) => {
        pid = Number(/its output:\n(\d+)/.exec(err.message)?.[1])
        throw err
      }),
    ).rejects.toThrow(/^silent node did not answer eth_chainId=1 within 3s/)
    expect(pid).toBeGreaterThan(0)
    expect(() => process.kill(pid as number, 0)).toThrow()
  })

  it('behavior: a ready child runs until stopped; stopping twice is one stop', async () => {
    let polls = 0
    const child = await startChild({
      name: 'ready node',
      ...node('setInterval(() => {}, 1000)'),
      ready: async () => ++polls >= 3,
      readyTimeoutMs: 10_000,
      readyMeaning: 'answer',
    })
    expect(polls).toBe(3)
    await Promise.all([child.stop(), child.stop()])
  })
})
