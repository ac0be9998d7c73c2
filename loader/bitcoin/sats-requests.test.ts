/**
 * The translation of the Bitcoin features into sats-connect requests, against answers real wallets give that the
 * development wallet does not: a taproot key given compressed, wallet_disconnect listed by the wallet, error answers
 * without a message, text that is not UTF-8.
 */
import { describe, expect, it, vi } from 'vitest'
import { callSatsConnectFeature, type SatsConnect, type SatsConnectResult, type SatsProvider } from './sats-requests.js'

const X_ONLY = 'ab'.repeat(32)

function wallet(methods: string[] = []): SatsProvider {
  return {
    id: 'Example.BitcoinProvider',
    name: 'Example',
    provider: { request: async () => ({ jsonrpc: '2.0', id: '1', result: { version: '2.0.0', methods } }) },
  }
}

function core(answer: SatsConnectResult): SatsConnect & { request: ReturnType<typeof vi.fn> } {
  return { request: vi.fn(async () => answer) }
}

describe('callSatsConnectFeature', () => {
  it('behavior: a taproot key given compressed becomes x-only; keys are lower-case; other entries kept as given', async () => {
    const accounts = core({
      status: 'success',
      result: [
        { address: 'bc1p-example', publicKey: `02${X_ONLY}`.toUpperCase(), purpose: 'ordinals', addressType: 'p2tr' },
        { address: 'bc1q-example', publicKey: `03${X_ONLY}`, purpose: 'payment', addressType: 'p2wpkh' },
        { address: 42, publicKey: X_ONLY },
      ],
    })
    expect(await callSatsConnectFeature(accounts, wallet(), 'bitcoin:connect', { purposes: ['ordinals'] })).toEqual({
      accounts: [
        { address: 'bc1p-example', publicKey: X_ONLY, chains: [], label: 'Ordinals' },
        { address: 'bc1q-example', publicKey: `03${X_ONLY}`, chains: [], label: 'Payment' },
      ],
    })
    expect(accounts.request).toHaveBeenCalledWith('getAccounts', { purposes: ['ordinals'] }, 'Example.BitcoinProvider')
  })

  it('behavior: disconnect is wallet_disconnect when the wallet lists it', async () => {
    const done = core({ status: 'success', result: null })
    await callSatsConnectFeature(done, wallet(['getAccounts', 'wallet_disconnect']), 'standard:disconnect', undefined)
    expect(done.request).toHaveBeenCalledWith('wallet_disconnect', null, 'Example.BitcoinProvider')
  })

  it('error: an error answer keeps the wallet’s code, with a message naming the request when it gives none', async () => {
    const failing = core({ status: 'error', error: { code: -32601 } })
    await expect(
      callSatsConnectFeature(failing, wallet(), 'bitcoin:signTransaction', [{ psbt: new Uint8Array([1]) }]),
    ).rejects.toMatchObject({ code: -32601, message: 'Example refused signPsbt' })
  })

  it('error: a wallet whose provider object is gone is 4900 (disconnected), naming the wallet', async () => {
    const gone: SatsConnect = { request: async () => Promise.reject(new Error('no wallet provider was found')) }
    await expect(callSatsConnectFeature(gone, wallet(), 'bitcoin:connect', {})).rejects.toMatchObject({
      code: 4900,
      message: 'Example cannot be reached: no wallet provider was found',
    })
  })

  it('error: a message that is not UTF-8 is refused before the wallet is asked', async () => {
    const unused = core({ status: 'success', result: {} })
    await expect(
      callSatsConnectFeature(unused, wallet(), 'bitcoin:signMessage', [
        { account: 'a', message: new Uint8Array([0xff]) },
      ]),
    ).rejects.toMatchObject({ code: -32602 })
    expect(unused.request).not.toHaveBeenCalled()
  })
})
