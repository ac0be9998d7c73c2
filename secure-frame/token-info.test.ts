import { encodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainRpc } from './chain-rpc.js'
import { cleanSymbol, readTokenInfo } from './token-info.js'

const target = { chainId: 1, rpcUrl: 'http://localhost:4412/v1/' }
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('token info', () => {
  it('behavior: symbol and decimals come from the contract; bytes32 symbols are read too', async () => {
    const answers =
      (symbol: `0x${string}`): ChainRpc =>
      async (_target, _method, params) =>
        (params[0] as { data: string }).data === '0x313ce567' ? encodeAbiParameters([{ type: 'uint8' }], [6]) : symbol
    expect(await readTokenInfo(answers(encodeAbiParameters([{ type: 'string' }], ['USDC'])), target, token)).toEqual({
      symbol: 'USDC',
      decimals: 6,
    })
    const mkr = `0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}` as const
    expect(await readTokenInfo(answers(mkr), target, token)).toEqual({ symbol: 'MKR', decimals: 6 })
  })

  it('error: a contract that reverts or answers nonsense gives null, never a guess', async () => {
    expect(
      await readTokenInfo(
        async () => {
          throw new Error('execution reverted')
        },
        target,
        token,
      ),
    ).toBeNull()
    expect(await readTokenInfo(async () => '0x', target, token)).toBeNull()
    const hugeDecimals: ChainRpc = async (_t, _m, params) =>
      (params[0] as { data: string }).data === '0x313ce567'
        ? encodeAbiParameters([{ type: 'uint8' }], [200])
        : encodeAbiParameters([{ type: 'string' }], ['X'])
    expect(await readTokenInfo(hugeDecimals, target, token)).toBeNull()
  })

  it('behavior: symbols lose control, bidi and zero-width characters and stay short', () => {
    expect(cleanSymbol('US\u202eDC\u200b\n')).toBe('USDC')
    expect(cleanSymbol('A-VERY-LONG-SYMBOL-NAME')).toBe('A-VERY-LONG-')
  })
})
