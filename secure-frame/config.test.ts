import { describe, expect, it } from 'vitest'
import {
  deploymentRpcUrl,
  parseWidgetOrigins,
  readFrameConfig,
  resolveRpcUrl,
  type FrameEnvironment,
} from './config.js'

const WIDGET = 'http://localhost:4411'
const SITE = 'https://shop.example'
const OWN = 'http://localhost:4412'
const OWN_RPC = `${OWN}/v1/?chainId=eip155%3A31337&projectId=demo`
const query = (overrides: Record<string, string | null> = {}) => {
  const params = new URLSearchParams({
    projectId: 'demo',
    chainId: '31337',
    version: '0.1.0',
    enableLogger: 'false',
    rpcUrl: OWN_RPC,
    parentOrigin: WIDGET,
    siteOrigin: SITE,
  })
  for (const [key, value] of Object.entries(overrides)) value === null ? params.delete(key) : params.set(key, value)
  return `?${params}`
}
const env = (ancestorOrigins: ArrayLike<string> | undefined, widgetOrigins: string[] = [WIDGET]): FrameEnvironment => ({
  ancestorOrigins,
  widgetOrigins,
  ownOrigin: OWN,
})

describe('frame configuration', () => {
  it('behavior: reads every parameter; the site is the one the widget and the browser agree on', () => {
    expect(readFrameConfig(query({ enableLogger: 'true' }), env([WIDGET, SITE]))).toEqual({
      ok: true,
      config: {
        projectId: 'demo',
        chainId: 31337,
        rpcUrl: OWN_RPC,
        version: '0.1.0',
        enableLogger: true,
        parentOrigin: WIDGET,
        siteOrigin: SITE,
        locale: 'en',
      },
      warnings: [],
    })
  })

  it('behavior: where the browser has no ancestorOrigins, parent and site are taken from the widget', () => {
    expect(readFrameConfig(query(), env(undefined))).toMatchObject({
      ok: true,
      config: { parentOrigin: WIDGET, siteOrigin: SITE },
    })
  })

  it('error: a missing or non-http(s) parentOrigin is refused with a message naming it', () => {
    for (const parentOrigin of [
      null,
      '',
      '*',
      'javascript:alert(1)',
      'file:///x',
      `${WIDGET}/`,
      `${WIDGET}/widget`,
      'localhost:4411',
    ]) {
      const result = readFrameConfig(query({ parentOrigin }), env(undefined))
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error).toContain('parentOrigin')
    }
  })

  it('error: a listed site that frames the page directly (parentOrigin = itself) is refused: only widget origins are parents', () => {
    const result = readFrameConfig(query({ parentOrigin: SITE }), env([SITE]))
    expect(result).toEqual({
      ok: false,
      error: `[SecureFrame] parentOrigin ${SITE} is not a widget origin of this deployment (${WIDGET}); the frame runs only inside the widget`,
    })
    // Also where the browser cannot report ancestors.
    expect(readFrameConfig(query({ parentOrigin: SITE }), env(undefined)).ok).toBe(false)
    // And a page that names no widget origin answers nobody.
    expect(readFrameConfig(query(), env(undefined, []))).toMatchObject({
      ok: false,
      error: expect.stringContaining('names no widget origin'),
    })
  })

  it('error: a parent other than parentOrigin is refused', () => {
    const result = readFrameConfig(query(), env(['http://evil.example', 'http://evil.example']))
    expect(result).toEqual({
      ok: false,
      error: `[SecureFrame] parentOrigin is ${WIDGET}, but the frame is embedded by http://evil.example`,
    })
    expect(readFrameConfig(query(), env([]))).toMatchObject({ ok: false, error: expect.stringContaining('no parent') })
    expect(readFrameConfig(query(), env(['null']))).toMatchObject({
      ok: false,
      error: expect.stringContaining('referrerpolicy'),
    })
  })

  it('error: a siteOrigin that is not the page the browser reports is refused', () => {
    expect(readFrameConfig(query({ siteOrigin: 'https://bank.example' }), env([WIDGET, SITE]))).toEqual({
      ok: false,
      error: `[SecureFrame] siteOrigin is https://bank.example, but the page the user is on is ${SITE}`,
    })
    expect(readFrameConfig(query({ siteOrigin: 'javascript:x' }), env(undefined))).toMatchObject({
      ok: false,
      error: expect.stringContaining('siteOrigin'),
    })
  })

  it('behavior: an rpcUrl other than the deployment chain API is ignored with a warning', () => {
    const result = readFrameConfig(query({ rpcUrl: 'https://evil-node.example/rpc' }), env(undefined))
    expect(result).toMatchObject({ ok: true, config: { rpcUrl: OWN_RPC } })
    if (result.ok)
      expect(result.warnings).toEqual([expect.stringContaining('ignored rpcUrl "https://evil-node.example/rpc"')])
    expect(readFrameConfig(query({ rpcUrl: null }), env(undefined))).toMatchObject({
      ok: true,
      config: { rpcUrl: OWN_RPC },
      warnings: [],
    })
  })

  it('behavior: the deployment chain API address and its comparison', () => {
    expect(deploymentRpcUrl(OWN, 'demo', 8453)).toBe(`${OWN}/v1/?chainId=eip155%3A8453&projectId=demo`)
    expect(resolveRpcUrl(`${OWN}/v1/?chainId=eip155:8453&projectId=demo`, deploymentRpcUrl(OWN, 'demo', 8453))).toEqual(
      { rpcUrl: deploymentRpcUrl(OWN, 'demo', 8453) },
    )
    expect(resolveRpcUrl('http://127.0.0.1:8545', deploymentRpcUrl(OWN, 'demo', 8453)).warning).toContain(
      'ignored rpcUrl',
    )
  })

  it('behavior: the widget origins meta keeps http(s) origins only', () => {
    expect(parseWidgetOrigins(` ${WIDGET}  https://w.example javascript:x https://w.example/path `)).toEqual([
      WIDGET,
      'https://w.example',
    ])
    expect(parseWidgetOrigins(null)).toEqual([])
  })

  it('error: bad projectId or chainId are refused by name', () => {
    expect(readFrameConfig(query({ projectId: '' }), env(undefined))).toMatchObject({
      error: expect.stringContaining('projectId'),
    })
    for (const chainId of ['0', '-1', '1.5', 'abc', '99999999999999999'])
      expect(readFrameConfig(query({ chainId }), env(undefined))).toMatchObject({
        error: expect.stringContaining('chainId'),
      })
  })

  it("behavior: the widget's language is read in canonical form; an invalid one is English with a warning", () => {
    const read = (locale: string) => readFrameConfig(query({ locale }), env(undefined))
    expect(read('ar')).toMatchObject({ ok: true, config: { locale: 'ar' }, warnings: [] })
    expect(read('PT-br')).toMatchObject({ ok: true, config: { locale: 'pt-BR' } })
    expect(read('not a tag!')).toMatchObject({
      ok: true,
      config: { locale: 'en' },
      warnings: [expect.stringContaining('ignored locale "not a tag!"')],
    })
  })
})
