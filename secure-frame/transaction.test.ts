import { describe, expect, it } from 'vitest'
import type { ChainRpc } from './chain-rpc.js'
import { fillTransaction, maxNetworkFee, parseTransactionRequest, prepareTransaction } from './transaction.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const target = { chainId: 1, rpcUrl: 'http://node.test' }
const parse = (tx: unknown) => parseTransactionRequest(tx, { account, chainId: 1 })

/** A node with a base fee of 10 gwei and a tip of 2 gwei (or no base fee: a legacy chain). */
function node({ baseFee = 10_000_000_000n as bigint | null } = {}) {
  const asked: string[] = []
  const rpc: ChainRpc = async (_target, method) => {
    asked.push(method)
    const answers: Record<string, unknown> = {
      eth_getTransactionCount: '0x3',
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber:
        baseFee === null ? { number: '0x1' } : { number: '0x1', baseFeePerGas: `0x${baseFee.toString(16)}` },
      eth_maxPriorityFeePerGas: '0x77359400',
      eth_gasPrice: '0x3b9aca00',
    }
    return answers[method]
  }
  return { rpc, asked }
}

describe('transaction rules', () => {
  it('error: gasPrice together with EIP-1559 fees is refused', () => {
    expect(() => parse({ to, gasPrice: '0x1', maxFeePerGas: '0x2' })).toThrow(
      'Cannot specify both gasPrice and maxFeePerGas/maxPriorityFeePerGas',
    )
  })

  it('error: a priority fee above the max fee is refused', () => {
    expect(() => parse({ to, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' })).toThrow(
      'maxPriorityFeePerGas cannot be higher than maxFeePerGas',
    )
  })

  it('error: invalid addresses, quantities, data and chain ids are refused with -32602', () => {
    for (const tx of [
      { to: '0x123' },
      { to, value: '12' },
      { to, value: `0x${'f'.repeat(65)}` },
      { to, data: '0xabc' },
      { to, chainId: '0x2' },
      {},
      null,
      [to],
    ]) {
      expect(() => parse(tx)).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })

  it('behavior: input is accepted as data, and an empty 0x means no data', () => {
    expect(parse({ to, input: '0x1234' }).data).toBe('0x1234')
    expect(parse({ to, data: '0x' }).data).toBeUndefined()
  })
})

describe('fillTransaction', () => {
  it('behavior: EIP-1559 fees are base fee × 1.2 + the node tip; nonce and gas come from the node', async () => {
    const { rpc } = node()
    const filled = await fillTransaction({ request: parse({ to, value: '0x1' }), from: account, target, rpc })
    expect(filled).toEqual({
      chainId: 1,
      to,
      value: 1n,
      type: 'eip1559',
      nonce: 3,
      gas: 21_000n,
      maxPriorityFeePerGas: 2_000_000_000n,
      maxFeePerGas: 14_000_000_000n,
    })
  })

  it('behavior: what the caller gave within the limits is kept; the nonce is not asked for', async () => {
    const { rpc, asked } = node()
    const filled = await fillTransaction({
      request: parse({ to, nonce: '0x9', gas: '0x6000', maxFeePerGas: '0x64', maxPriorityFeePerGas: '0x1' }),
      from: account,
      target,
      rpc,
    })
    expect(filled).toMatchObject({ nonce: 9, gas: 0x6000n, maxFeePerGas: 100n, maxPriorityFeePerGas: 1n })
    // The wallet always prices the transaction itself, to check the caller's figures against.
    expect(asked.sort()).toEqual(['eth_estimateGas', 'eth_getBlockByNumber', 'eth_maxPriorityFeePerGas'])
  })

  it('error: a gas or fee more than 3× the wallet estimate is refused, naming the field and both values', async () => {
    const { rpc } = node()
    const own = { gas: 21_000n, maxFeePerGas: 14_000_000_000n, maxPriorityFeePerGas: 2_000_000_000n }
    for (const [field, estimate] of Object.entries(own)) {
      const over = estimate * 3n + 1n
      const attempt = prepareTransaction({
        request: parse({ to, [field]: `0x${over.toString(16)}` }),
        from: account,
        target,
        rpc,
      })
      const unit = field === 'gas' ? '' : ' wei'
      await expect(attempt).rejects.toMatchObject({
        code: -32602,
        message: `${field} ${over}${unit} is more than 3 times this wallet's estimate of ${estimate}${unit}; the transaction was not shown`,
      })
      // Exactly 3× is still the site's choice.
      const atLimit = await prepareTransaction({
        request: parse({
          to,
          [field]: `0x${(estimate * 3n).toString(16)}`,
          ...(field === 'maxPriorityFeePerGas' ? { maxFeePerGas: `0x${(estimate * 3n).toString(16)}` } : {}),
        }),
        from: account,
        target,
        rpc,
      })
      expect(atLimit).toMatchObject({ [field]: estimate * 3n })
    }
    const legacy = node({ baseFee: null })
    await expect(
      prepareTransaction({
        request: parse({ to, gasPrice: `0x${3_000_000_001n.toString(16)}` }),
        from: account,
        target,
        rpc: legacy.rpc,
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(
        /^gasPrice 3000000001 wei is more than 3 times this wallet's estimate of 1000000000 wei/,
      ),
    })
  })

  it('behavior: a zero tip suggestion still lets a site tip up to 3 gwei', async () => {
    const rpc: ChainRpc = async (_target, method) =>
      ({
        eth_estimateGas: '0x5208',
        eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
        eth_maxPriorityFeePerGas: '0x0',
      })[method as 'eth_estimateGas']
    const tipped = parse({ to, maxPriorityFeePerGas: '0xb2d05e00', maxFeePerGas: '0xb2d05e00' })
    expect(await prepareTransaction({ request: tipped, from: account, target, rpc })).toMatchObject({
      maxPriorityFeePerGas: 3_000_000_000n,
      maxFeePerGas: 3_000_000_000n,
    })
    await expect(
      prepareTransaction({ request: parse({ to, maxPriorityFeePerGas: '0xb2d05e01' }), from: account, target, rpc }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('behavior: the maximum network fee is gas × the highest price per gas', async () => {
    const { rpc } = node()
    const prepared = await prepareTransaction({ request: parse({ to }), from: account, target, rpc })
    expect(maxNetworkFee(prepared)).toBe(21_000n * 14_000_000_000n)
  })

  it('behavior: a max fee below the node tip cuts the tip to fit', async () => {
    const { rpc } = node()
    const filled = await fillTransaction({ request: parse({ to, maxFeePerGas: '0x64' }), from: account, target, rpc })
    expect(filled).toMatchObject({ maxFeePerGas: 100n, maxPriorityFeePerGas: 100n })
  })

  it('behavior: a chain without a base fee gets a legacy transaction at the node gas price', async () => {
    const { rpc } = node({ baseFee: null })
    expect(await fillTransaction({ request: parse({ to }), from: account, target, rpc })).toMatchObject({
      type: 'legacy',
      gasPrice: 1_000_000_000n,
    })
    expect(
      await fillTransaction({ request: parse({ to, gasPrice: '0x5' }), from: account, target, rpc }),
    ).toMatchObject({ type: 'legacy', gasPrice: 5n })
  })
})
