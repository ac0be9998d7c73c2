import { describe, expect, it } from 'vitest'
import type { RpcClient } from '../indexer/rpc-client.js'
import { createHeadReader } from './head-reader.js'

/** A node whose eth_blockNumber answers only when told, with the block of that moment. */
function manualNode() {
  let block = 1
  const waiting: (() => void)[] = []
  let asked = 0
  const rpc = {
    call: async () => {
      asked++
      await new Promise<void>((resolve) => waiting.push(resolve))
      return `0x${block.toString(16)}`
    },
  } as unknown as RpcClient
  const answerAll = async () => {
    for (const answer of waiting.splice(0)) answer()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { rpc, answerAll, mine: () => block++, asked: () => asked }
}

describe('createHeadReader', () => {
  it('behavior: callers during a question share the next one, which is sent after they asked', async () => {
    const node = manualNode()
    const heads = createHeadReader()
    const first = heads.latest('eip155:1', node.rpc)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(node.asked()).toBe(1)
    node.mine()
    // Asked while the first question is out: they must not get its (possibly older) answer.
    const later = [heads.latest('eip155:1', node.rpc), heads.latest('eip155:1', node.rpc)]
    await node.answerAll()
    expect(await first).toBe(2n)
    expect(node.asked()).toBe(2)
    node.mine()
    await node.answerAll()
    expect(await Promise.all(later)).toEqual([3n, 3n])
    expect(node.asked()).toBe(2)
  })

  it('behavior: a caller after the answer asks again; chains do not share', async () => {
    const node = manualNode()
    const heads = createHeadReader()
    const a = heads.latest('eip155:1', node.rpc)
    const b = heads.latest('eip155:2', node.rpc)
    await node.answerAll()
    expect([await a, await b]).toEqual([1n, 1n])
    node.mine()
    const again = heads.latest('eip155:1', node.rpc)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await node.answerAll()
    expect(await again).toBe(2n)
    expect(node.asked()).toBe(3)
  })
})
