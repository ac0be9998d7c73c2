import { describe, expect, it } from 'vitest'
import { readFrameConfig } from './config.js'

const WIDGET = 'http://localhost:4411'
const query = (overrides: Record<string, string | null> = {}) => {
  const params = new URLSearchParams({ projectId: 'demo', chainId: '31337', version: '0.1.0', enableLogger: 'false', rpcUrl: 'http://127.0.0.1:8545', parentOrigin: WIDGET })
  for (const [key, value] of Object.entries(overrides)) value === null ? params.delete(key) : params.set(key, value)
  return `?${params}`
}

describe('frame configuration', () => {
  it('behavior: reads every parameter, and the top origin from the ancestor chain', () => {
    expect(readFrameConfig(query({ enableLogger: 'true' }), [WIDGET, 'https://shop.example'])).toEqual({
      ok: true,
      config: { projectId: 'demo', chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', version: '0.1.0', enableLogger: true, parentOrigin: WIDGET },
      topOrigin: 'https://shop.example',
    })
  })

  it('behavior: where the browser has no ancestorOrigins, parentOrigin is taken as given', () => {
    expect(readFrameConfig(query(), undefined)).toMatchObject({ ok: true, topOrigin: null })
  })

  it('error: a missing or non-http(s) parentOrigin is refused with a message naming it', () => {
    for (const parentOrigin of [null, '', '*', 'javascript:alert(1)', 'file:///x', `${WIDGET}/`, `${WIDGET}/widget`, 'localhost:4411']) {
      const result = readFrameConfig(query({ parentOrigin }), undefined)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error).toContain('parentOrigin')
    }
  })

  it('error: a parent other than parentOrigin is refused', () => {
    const result = readFrameConfig(query(), ['http://evil.example', 'http://evil.example'])
    expect(result).toEqual({ ok: false, error: `[SecureFrame] parentOrigin is ${WIDGET}, but the frame is embedded by http://evil.example` })
    expect(readFrameConfig(query(), [])).toMatchObject({ ok: false, error: expect.stringContaining('no parent') })
    expect(readFrameConfig(query(), ['null'])).toMatchObject({ ok: false, error: expect.stringContaining('referrerpolicy') })
  })

  it('error: bad projectId, chainId or rpcUrl are refused by name', () => {
    expect(readFrameConfig(query({ projectId: '' }), undefined)).toMatchObject({ error: expect.stringContaining('projectId') })
    for (const chainId of ['0', '-1', '1.5', 'abc', '99999999999999999']) expect(readFrameConfig(query({ chainId }), undefined)).toMatchObject({ error: expect.stringContaining('chainId') })
    expect(readFrameConfig(query({ rpcUrl: 'ws://node' }), undefined)).toMatchObject({ error: expect.stringContaining('rpcUrl') })
  })
})
