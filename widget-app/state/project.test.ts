import { describe, expect, it } from 'vitest'
import { WALLET, fakeApi, settle, setup } from './testing/widget-fakes.js'

describe('project configuration', () => {
  it('error: a site that is not an allowed origin cannot connect: the wallet is never asked', async () => {
    const { widget, wallet } = setup({ api: fakeApi({ allowedOrigins: ['https://*.example.com'] }) })
    widget.api.open()
    await widget.actions.connectWallet(WALLET.id)
    await settle()
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
    expect(widget.store.get()).toMatchObject({
      status: 'disconnected',
      originAllowed: false,
      projectAlert: 'ORIGIN_NOT_ALLOWED',
    })
    expect(widget.store.get().toast).toMatchObject({ open: true, variant: 'error', message: 'Origin Not Allowed' })
  })

  it.each([
    [429, 'RATE_LIMITED', 'Rate Limited'],
    [503, 'SERVER_ERROR', 'Server Error'],
    [404, 'ORIGIN_NOT_ALLOWED', 'Origin Not Allowed'],
  ])('error: an origins answer of %i never allows connecting (%s)', async (status, alert, text) => {
    const { widget, wallet } = setup({ api: fakeApi({ originsStatus: status }) })
    widget.api.open()
    await widget.actions.connectWallet(WALLET.id)
    await settle()
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
    expect(widget.store.get().projectAlert).toBe(alert)
    expect(widget.store.get().toast.message).toBe(text)
  })

  it('behavior: the project switching email off reaches the merged features; the site cannot switch it back on', async () => {
    const { widget } = setup({
      api: fakeApi({ features: { email: false } }),
      attributes: { 'data-features': '{"email":true}' },
    })
    await settle()
    expect(widget.store.get().features?.email).toBe(false)
  })

  it('behavior: every API call carries projectId, st and sv', async () => {
    const seen: URL[] = []
    const api = fakeApi()
    const fetch = (async (input: string | URL | Request) => {
      seen.push(new URL(String(input)))
      return api.fetch(input)
    }) as typeof globalThis.fetch
    setup({ api: { fetch, asked: api.asked } })
    await settle()
    expect(seen.length).toBeGreaterThanOrEqual(2)
    for (const url of seen)
      expect([url.searchParams.get('projectId'), url.searchParams.get('st'), url.searchParams.get('sv')]).toEqual([
        'test',
        'wallet-widget',
        '0.1.0',
      ])
  })
})
