// @vitest-environment happy-dom
/**
 * Polkadot end to end in one page: the development extension injected in `window.injectedWeb3`, the loader's
 * bridge over @polkadot/extension-dapp, and the widget's adapter reaching it by id as it does across frames.
 * The signature the adapter answers is checked with @polkadot/util-crypto's `signatureVerify`.
 */
import { signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  injectPolkadotTestExtension,
  type PolkadotTestExtension,
} from '../../../dev/wallets/polkadot-test-extension/extension.js'
import { discoverPolkadotExtensions as discoverInPage } from '../../../loader/polkadot/extensions.js'
import type { WalletRegistry } from '../../../loader/wallets.js'
import type { Network } from '../../../shared/networks.js'
import { createPolkadotAdapter, signPolkadotMessage } from './adapter.js'
import { loaderBridge } from '../testing/loader-bridge.js'

const POLKADOT: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: [],
  blockExplorers: [],
  testnet: false,
}
/** The development seed's //Alice and //Bob, sr25519, generic format. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

let extension: PolkadotTestExtension
let registry: WalletRegistry
const loader = loaderBridge(() => registry)

beforeAll(() => {
  extension = injectPolkadotTestExtension({ autoApprove: true })
  registry = discoverInPage('Wallet Widget Demo', () => import('@polkadot/extension-dapp'))
})

describe('the polkadot namespace with the development extension', () => {
  const adapter = createPolkadotAdapter({ networks: () => [POLKADOT] })

  it('behavior: the extension is listed without being enabled, and connects with its two accounts', async () => {
    const [found, ...others] = adapter.discover(registry.list(), loader)
    expect([found?.info.name, found?.info.source, others.length]).toEqual(['wallet-widget-dev', 'injected-web3', 0])
    expect(extension.requests).toEqual([])
    const connector = found!.connector
    expect(await adapter.requestAccounts(connector)).toEqual([ALICE, BOB])
    expect(extension.requests).toEqual([{ method: 'enable', input: 'Wallet Widget Demo' }])
    expect(await adapter.chainId(connector)).toBe(POLKADOT.id)
  })

  it('behavior: a message signed through signRaw verifies with signatureVerify for its signer only', async () => {
    const connector = adapter.discover(registry.list(), loader)[0]!.connector
    const message = 'Sign in to the demo\nNonce: 8f1c'
    const signature = await signPolkadotMessage(connector, BOB, message)
    expect(signatureVerify(message, signature, BOB).isValid).toBe(true)
    expect(signatureVerify(`${message}!`, signature, BOB).isValid).toBe(false)
    expect(signatureVerify(message, signature, ALICE).isValid).toBe(false)
    expect(extension.requests.at(-1)).toEqual({
      method: 'signRaw',
      input: { address: BOB, data: `0x${Buffer.from(message).toString('hex')}` },
    })
  })

  it("behavior: the site's polkadot_signMessage is answered for the connected account", async () => {
    const connector = adapter.discover(registry.list(), loader)[0]!.connector
    const answer = (await adapter.answer({ method: 'polkadot_signMessage', params: { message: 'hello' } }, {
      connection: () => ({ connector, address: ALICE, chainId: POLKADOT.id }),
      networks: () => [POLKADOT],
    } as unknown as Parameters<typeof adapter.answer>[1])) as { signature: string }
    expect(signatureVerify('hello', answer.signature, ALICE).isValid).toBe(true)
  })

  it('error: a balance is no_node (no Polkadot node is configured); another method is 4200; a foreign key 4100', async () => {
    await expect(adapter.readBalance(POLKADOT, ALICE)).rejects.toMatchObject({
      code: 'no_node',
      message: 'No Polkadot node is configured',
    })
    const connector = adapter.discover(registry.list(), loader)[0]!.connector
    await expect(connector.request('polkadot:signPayload', {})).rejects.toMatchObject({ code: 4200 })
    const stranger = '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy'
    await expect(signPolkadotMessage(connector, stranger, 'hello')).rejects.toMatchObject({ code: 4100 })
  })
})
