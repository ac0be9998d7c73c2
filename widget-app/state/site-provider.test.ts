import { describe, expect, it } from 'vitest'
import { ADDRESS, WALLET, connected, setup } from './testing/widget-fakes.js'

describe('providerRequest while disconnected', () => {
  it('behavior: eth_accounts answers an empty list', async () => {
    const { widget } = setup()
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [] })
  })

  it.each(['personal_sign', 'eth_sendTransaction'])(
    'error: %s answers 4100 without asking the wallet',
    async (method) => {
      const { widget, wallet } = setup()
      const reply = await widget.api.providerRequest({ method, params: [] })
      expect(reply.ok).toBe(false)
      expect(!reply.ok && reply.error.code).toBe(4100)
      expect(wallet.requests).toEqual([])
    },
  )

  it.each([{ method: 42 }, null, 'eth_accounts'])(
    'error: a request without a method name (%j) answers -32602',
    async (request) => {
      const { widget } = setup()
      const reply = await widget.api.providerRequest(request as never)
      expect(reply).toEqual({
        ok: false,
        error: expect.objectContaining({ code: -32602, message: 'expected { method, params? }' }),
      })
    },
  )

  it('error: eth_chainId answers 4900 (disconnected)', async () => {
    const { widget } = setup()
    const reply = await widget.api.providerRequest({ method: 'eth_chainId' })
    expect(!reply.ok && reply.error.code).toBe(4900)
  })

  it('behavior: eth_requestAccounts opens the modal on Connect and resolves with the address once the user connects', async () => {
    const { widget, loader, view } = setup()
    const reply = widget.api.providerRequest({ method: 'eth_requestAccounts' })
    expect(loader.visible).toEqual(['rendering', true])
    expect(view()).toBe('Connect')
    expect(loader.emittedTypes()).toEqual(['open'])

    await widget.actions.connectWallet(WALLET.id)
    expect(await reply).toEqual({ ok: true, result: [ADDRESS] })
    // On a configured network the modal closes once connected.
    expect(loader.visible).toEqual(['rendering', true, false])
  })

  it('error: eth_requestAccounts rejects with 4001 when the user closes the modal instead', async () => {
    const { widget, wallet } = setup()
    const reply = widget.api.providerRequest({ method: 'eth_requestAccounts' })
    widget.api.close()
    const settled = await reply
    expect(settled.ok).toBe(false)
    expect(!settled.ok && settled.error.code).toBe(4001)
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
  })
})

describe('providerRequest while connected', () => {
  it('behavior: after connecting, eth_chainId answers the wallet chain in hex and eth_accounts the address', async () => {
    const { widget } = await connected()
    expect(await widget.api.providerRequest({ method: 'eth_chainId' })).toEqual({ ok: true, result: '0x7a69' })
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [ADDRESS] })
  })

  it('behavior: other requests are passed to the wallet with their params', async () => {
    const { widget, wallet } = await connected()
    wallet.handlers.personal_sign = (params) => `signed:${JSON.stringify(params)}`
    const reply = await widget.api.providerRequest({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    expect(reply).toEqual({ ok: true, result: `signed:["0x6869","${ADDRESS}"]` })
  })
})
