/** The WalletConnect test wallet (wc-wallet.ts) against a real widget-side client, through the dev relay. */
import { SignClient } from '@walletconnect/sign-client'
import { toHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWcWallet, type WcWallet } from './wc-wallet.js'
import { startRelay, type Relay } from '../../relay/index.js'
import { closeCore, MemoryStorage, uniqueStoragePrefix } from './wc-node.js'

const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const account = privateKeyToAccount(ANVIL_KEY_0)

const typedData = {
  domain: {
    name: 'Relay test',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', contents: 'Hello through the relay' },
} as const

/** As sites send it to eth_signTypedData_v4: JSON, with the domain's type listed. */
const typedDataJson = JSON.stringify({
  ...typedData,
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    ...typedData.types,
  },
})

describe('e2e WalletConnect wallet fixture', () => {
  let relay: Relay
  let wallet: WcWallet
  let widget: Awaited<ReturnType<typeof SignClient.init>>
  const widgetPrefix = uniqueStoragePrefix('widget')

  beforeAll(async () => {
    relay = await startRelay({ port: 4830 })
    wallet = await startWcWallet({ relayUrl: relay.url, privateKey: ANVIL_KEY_0, chains: [31337, 31338] })
    widget = await SignClient.init({
      projectId: 'test',
      relayUrl: relay.url,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: widgetPrefix,
      logger: 'silent',
      metadata: { name: 'Fixture test widget', description: 'widget', url: 'http://127.0.0.1', icons: [] },
    })
  })
  afterAll(async () => {
    await wallet?.stop()
    if (widget) await closeCore(widget.core, widgetPrefix)
    await relay?.stop()
  })

  it('behavior: approves the proposal, signs and answers what it supports, refuses the rest, records it all, and disconnects', async () => {
    // 2.25 folds requiredNamespaces into optionalNamespaces (with a deprecation warning), so
    // there is no "required" left to test: everything is optional.
    const { uri, approval } = await widget.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_chainId', 'eth_accounts'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
    const pairStarted = performance.now()
    const [info, session] = await Promise.all([wallet.pair(uri!), approval()])
    const pairingMs = performance.now() - pairStarted

    expect(info.topic).toBe(session.topic)
    expect(info.peer).toEqual({ name: 'Fixture test widget', url: 'http://127.0.0.1' })
    // Chain 1 was asked for but the wallet does not have it.
    expect(info.chains.sort()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(info.accounts.sort()).toEqual([`eip155:31337:${account.address}`, `eip155:31338:${account.address}`])
    expect(session.namespaces.eip155?.accounts.sort()).toEqual(info.accounts)

    const request = <T>(method: string, params: unknown, chainId = 'eip155:31337') =>
      widget.request<T>({ topic: session.topic, chainId, request: { method, params } })

    const message = toHex('hello from the fixture test')
    const signature = await request<Hex>('personal_sign', [message, account.address])
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
    const textSignature = await request<Hex>('personal_sign', ['plain text', account.address.toLowerCase()])
    expect(await verifyMessage({ address: account.address, message: 'plain text', signature: textSignature })).toBe(
      true,
    )

    const typedSignature = await request<Hex>('eth_signTypedData_v4', [account.address, typedDataJson])
    expect(await verifyTypedData({ ...typedData, address: account.address, signature: typedSignature })).toBe(true)

    expect(await request('eth_chainId', [], 'eip155:31338')).toBe('0x7a6a')
    expect(await request('eth_accounts', [])).toEqual([account.address])

    await expect(request('eth_sendTransaction', [{ to: account.address, value: '0x1' }])).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      request('personal_sign', [message, '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB']),
    ).rejects.toMatchObject({ code: -32602 })

    expect(wallet.requests.map((r) => [r.method, r.chainId])).toEqual([
      ['personal_sign', 'eip155:31337'],
      ['personal_sign', 'eip155:31337'],
      ['eth_signTypedData_v4', 'eip155:31337'],
      ['eth_chainId', 'eip155:31338'],
      ['eth_accounts', 'eip155:31337'],
      ['eth_sendTransaction', 'eip155:31337'],
      ['personal_sign', 'eip155:31337'],
    ])
    expect(wallet.requests[0]).toMatchObject({ params: [message, account.address], topic: session.topic })

    const deleted = new Promise<{ topic: string }>((resolve) => widget.once('session_delete', resolve))
    await wallet.disconnect()
    expect((await deleted).topic).toBe(session.topic)
    console.log(
      `[wc-wallet timing] pair() to approved session ${pairingMs.toFixed(0)} ms; ${wallet.requests.length} requests answered in ${(performance.now() - pairStarted - pairingMs).toFixed(0)} ms`,
    )
  })

  it('error: a proposal for chains the wallet lacks is rejected on both sides', async () => {
    const { uri, approval } = await widget.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    })
    const widgetSide = expect(approval()).rejects.toMatchObject({ code: 5100 })
    await expect(wallet.pair(uri!)).rejects.toThrow(/proposal not approved/)
    await widgetSide
  })
})
