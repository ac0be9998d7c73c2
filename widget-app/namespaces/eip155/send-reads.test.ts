import { describe, expect, it } from 'vitest'
import { estimateEvmGas, readEvmReceipt } from './send-reads.js'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A node answering each method from `answers`; records the calls. */
function node(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown }[] = []
  const fetchFn = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown }
    calls.push({ method: body.method, params: body.params })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: answers[body.method] ?? null }), {
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  return { calls, fetchFn }
}

describe('estimateEvmGas', () => {
  it('behavior: with a base fee, EIP-1559 fees: base fee × 1.2 + the node’s tip, and no gas price', async () => {
    const { calls, fetchFn } = node({
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
      eth_maxPriorityFeePerGas: '0x3b9aca00',
    })
    const quote = await estimateEvmGas('http://node.test', { from: me, to: bob, value: 5n }, { fetchFn })
    expect(quote).toEqual({
      gas: 21_000n,
      fees: { maxFeePerGas: 2_200_000_000n, maxPriorityFeePerGas: 1_000_000_000n },
    })
    expect(calls.find((call) => call.method === 'eth_estimateGas')?.params).toEqual([
      { from: me, to: bob, value: '0x5' },
    ])
    expect(calls.map((call) => call.method)).not.toContain('eth_gasPrice')
  })

  it('behavior: without a base fee (a legacy chain), the gas price alone', async () => {
    const { calls, fetchFn } = node({
      eth_estimateGas: '0xc350',
      eth_getBlockByNumber: { number: '0x1' },
      eth_gasPrice: '0x77359400',
    })
    const quote = await estimateEvmGas('http://node.test', { from: me, to: bob, data: '0xa9059cbb' }, { fetchFn })
    expect(quote).toEqual({ gas: 50_000n, fees: { gasPrice: 2_000_000_000n } })
    expect(calls.map((call) => call.method)).not.toContain('eth_maxPriorityFeePerGas')
  })
})

describe('readEvmReceipt', () => {
  it('behavior: null while not mined, then success or reverted by the receipt’s status', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    expect(await readEvmReceipt('http://node.test', hash, node({}))).toBeNull()
    const mined = node({ eth_getTransactionReceipt: { status: '0x1' } })
    expect(await readEvmReceipt('http://node.test', hash, mined)).toBe('success')
    const reverted = node({ eth_getTransactionReceipt: { status: '0x0' } })
    expect(await readEvmReceipt('http://node.test', hash, reverted)).toBe('reverted')
  })
})
