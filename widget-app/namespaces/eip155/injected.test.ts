import { describe, expect, it } from 'vitest'
import { ProviderRpcError, WidgetError } from '../../../shared/errors.js'
import type { LoaderApi, RpcRequest, RpcResult, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { createInjectedConnector, discoverInjected } from './injected.js'

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A loader whose walletRequest records what it was asked and answers with `reply`. */
function fakeLoader(reply: RpcResult) {
  const requests: { walletId: string; request: RpcRequest }[] = []
  const loader: Pick<LoaderApi, 'walletRequest'> = {
    async walletRequest(walletId, request) {
      requests.push({ walletId, request })
      return reply
    },
  }
  return { loader, requests }
}

const announced: WalletInfo = { id: 'uuid-1', name: 'MetaMask', rdns: 'io.metamask', icon: PNG, source: 'eip6963' }

describe('createInjectedConnector', () => {
  it('behavior: an announced wallet is identified by its rdns, a legacy one by its id', () => {
    const { loader } = fakeLoader({ ok: true, result: null })
    expect(createInjectedConnector(announced, loader)).toMatchObject({
      id: 'io.metamask',
      type: 'ANNOUNCED',
      name: 'MetaMask',
      walletId: 'uuid-1',
      icon: PNG,
    })
    expect(createInjectedConnector({ id: 'injected', name: 'Browser Wallet', source: 'legacy' }, loader)).toMatchObject(
      {
        id: 'injected',
        type: 'INJECTED',
      },
    )
  })

  it('behavior: an unsafe icon is dropped', () => {
    const { loader } = fakeLoader({ ok: true, result: null })
    expect(createInjectedConnector({ ...announced, icon: 'javascript:alert(1)' }, loader).icon).toBeUndefined()
  })

  it('behavior: requests go to the loader by wallet id, params only when given, and the result comes back', async () => {
    const { loader, requests } = fakeLoader({ ok: true, result: [ADDRESS] })
    const connector = createInjectedConnector(announced, loader)
    expect(await connector.request('eth_accounts')).toEqual([ADDRESS])
    await connector.request('personal_sign', ['0x68656c6c6f', ADDRESS])
    expect(requests).toEqual([
      { walletId: 'uuid-1', request: { method: 'eth_accounts' } },
      { walletId: 'uuid-1', request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } },
    ])
    expect('params' in requests[0]!.request).toBe(false)
  })

  it('error: an { ok: false } reply becomes a thrown ProviderRpcError with the same code, message and data', async () => {
    const { loader } = fakeLoader({
      ok: false,
      error: { name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.', data: { origin: 'popup' } },
    })
    const error = await createInjectedConnector(announced, loader)
      .request('eth_requestAccounts')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.', data: { origin: 'popup' } })
  })

  it('error: a string code in the reply stays a WidgetError with that code', async () => {
    const { loader } = fakeLoader({ ok: false, error: { name: 'WidgetError', code: 'E_X', message: 'x' } })
    const error = await createInjectedConnector(announced, loader)
      .request('eth_chainId')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WidgetError)
    expect(error).not.toBeInstanceOf(ProviderRpcError)
    expect((error as WidgetError).code).toBe('E_X')
  })
})

describe('discoverInjected', () => {
  it('behavior: keeps the announced order, drops malformed announcements and unsafe icons', () => {
    const { loader } = fakeLoader({ ok: true, result: null })
    const legacy: WalletInfo = { id: 'injected', name: 'Browser Wallet', source: 'legacy' }
    const found = discoverInjected(
      [
        { ...announced, icon: 'https://evil.example/icon.png' },
        { id: 'no-name', name: '', source: 'eip6963' },
        { id: 'odd-source', name: 'Odd', source: 'solana' },
        null,
        legacy,
      ] as WalletInfo[],
      loader,
    )
    expect(found.map(({ info }) => info)).toEqual([
      { id: 'uuid-1', name: 'MetaMask', rdns: 'io.metamask', source: 'eip6963' },
      legacy,
    ])
    expect(found.map(({ connector }) => [connector.id, connector.chainNamespace])).toEqual([
      ['io.metamask', 'eip155'],
      ['injected', 'eip155'],
    ])
  })
})
