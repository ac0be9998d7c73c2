import { describe, expect, it } from 'vitest'
import { ProviderRpcError, WidgetError } from '../../shared/errors.js'
import type { HostApi, RpcRequest, RpcResult, WalletInfo } from '../../shared/protocol/host-widget.js'
import { createInjectedConnector, parseAccounts, parseChainId, safeIcon } from './injected.js'

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A host whose walletRequest records what it was asked and answers with `reply`. */
function fakeHost(reply: RpcResult) {
  const requests: { walletId: string; request: RpcRequest }[] = []
  const host: Pick<HostApi, 'walletRequest'> = {
    async walletRequest(walletId, request) {
      requests.push({ walletId, request })
      return reply
    },
  }
  return { host, requests }
}

const announced: WalletInfo = { id: 'uuid-1', name: 'MetaMask', rdns: 'io.metamask', icon: PNG, source: 'eip6963' }

describe('safeIcon', () => {
  it.each([
    PNG,
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'data:image/webp;base64,UklGRg==',
    'DATA:IMAGE/PNG;base64,iVBORw0KGgo=',
  ])('behavior: accepts %s', (icon) => {
    expect(safeIcon(icon)).toBe(icon)
  })

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:text/html', 'data:text/html;base64,PHNjcmlwdD4='],
    ['an http URL', 'http://evil.example/icon.png'],
    ['an https URL', 'https://evil.example/icon.png'],
    ['an unlisted image type', 'data:image/x-icon;base64,AAAB'],
    ['a type prefix without separator', 'data:image/pngx;base64,AAAA'],
    ['a type with nothing after it', 'data:image/png'],
    ['an empty string', ''],
  ])('error: refuses %s', (_label, icon) => {
    expect(safeIcon(icon)).toBeUndefined()
  })

  it.each([undefined, null, 42, {}, [PNG], { toString: () => PNG }])('error: refuses the non-string %o', (icon) => {
    expect(safeIcon(icon)).toBeUndefined()
  })

  it('error: refuses a huge string, accepts one just under the limit', () => {
    const prefix = 'data:image/png;base64,'
    expect(safeIcon(prefix + 'A'.repeat(200_000 - prefix.length))).toBeUndefined()
    const justUnder = prefix + 'A'.repeat(199_999 - prefix.length)
    expect(safeIcon(justUnder)).toBe(justUnder)
  })
})

describe('parseAccounts', () => {
  it('behavior: keeps only 0x + 40 hex strings, in order', () => {
    const lower = ADDRESS.toLowerCase()
    const value = [
      ADDRESS,
      '0x123',
      `${ADDRESS}00`,
      42,
      null,
      ADDRESS.slice(2),
      `0X${lower.slice(2)}`,
      `0x${'g'.repeat(40)}`,
      lower,
    ]
    expect(parseAccounts(value)).toEqual([ADDRESS, lower])
  })

  it('error: anything but an array gives no accounts', () => {
    for (const value of [undefined, null, ADDRESS, { 0: ADDRESS, length: 1 }]) expect(parseAccounts(value)).toEqual([])
  })
})

describe('parseChainId', () => {
  it('behavior: hex and decimal strings and positive safe integers', () => {
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x7A69')).toBe(31337)
    expect(parseChainId('8453')).toBe(8453)
    expect(parseChainId(137)).toBe(137)
    expect(parseChainId('0x1fffffffffffff')).toBeNull() // 14 hex digits: longer than accepted
    expect(parseChainId('0xfffffffffffff')).toBe(2 ** 52 - 1)
  })

  it.each([
    ['zero (number)', 0],
    ['zero (hex)', '0x0'],
    ['zero (decimal)', '0'],
    ['negative (number)', -1],
    ['negative (string)', '-1'],
    ['negative hex', '-0x1'],
    ['an unsafe integer', 2 ** 53],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a bare 0x', '0x'],
    ['garbage', 'mainnet'],
    ['hex with junk', '0x1g'],
    ['padded', ' 1'],
    ['exponent notation', '1e3'],
    ['16 decimal digits', '9007199254740993'],
    ['null', null],
    ['a bigint', 1n],
  ])('error: %s gives null', (_label, value) => {
    expect(parseChainId(value)).toBeNull()
  })
})

describe('createInjectedConnector', () => {
  it('behavior: an announced wallet is identified by its rdns, a legacy one by its id', () => {
    const { host } = fakeHost({ ok: true, result: null })
    expect(createInjectedConnector(announced, host)).toMatchObject({
      id: 'io.metamask',
      type: 'ANNOUNCED',
      name: 'MetaMask',
      walletId: 'uuid-1',
      icon: PNG,
    })
    expect(createInjectedConnector({ id: 'injected', name: 'Browser Wallet', source: 'legacy' }, host)).toMatchObject({
      id: 'injected',
      type: 'INJECTED',
    })
  })

  it('behavior: an unsafe icon is dropped', () => {
    const { host } = fakeHost({ ok: true, result: null })
    expect(createInjectedConnector({ ...announced, icon: 'javascript:alert(1)' }, host).icon).toBeUndefined()
  })

  it('behavior: requests go to the host by wallet id, params only when given, and the result comes back', async () => {
    const { host, requests } = fakeHost({ ok: true, result: [ADDRESS] })
    const connector = createInjectedConnector(announced, host)
    expect(await connector.request('eth_accounts')).toEqual([ADDRESS])
    await connector.request('personal_sign', ['0x68656c6c6f', ADDRESS])
    expect(requests).toEqual([
      { walletId: 'uuid-1', request: { method: 'eth_accounts' } },
      { walletId: 'uuid-1', request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } },
    ])
    expect('params' in requests[0]!.request).toBe(false)
  })

  it('error: an { ok: false } reply becomes a thrown ProviderRpcError with the same code, message and data', async () => {
    const { host } = fakeHost({
      ok: false,
      error: { name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.', data: { origin: 'popup' } },
    })
    const error = await createInjectedConnector(announced, host)
      .request('eth_requestAccounts')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.', data: { origin: 'popup' } })
  })

  it('error: a string code in the reply stays a WidgetError with that code', async () => {
    const { host } = fakeHost({ ok: false, error: { name: 'WidgetError', code: 'E_X', message: 'x' } })
    const error = await createInjectedConnector(announced, host)
      .request('eth_chainId')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WidgetError)
    expect(error).not.toBeInstanceOf(ProviderRpcError)
    expect((error as WidgetError).code).toBe('E_X')
  })
})
