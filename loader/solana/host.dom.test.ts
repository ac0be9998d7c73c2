// @vitest-environment happy-dom
/**
 * The Solana host chunk in a page: the widget registered as a Wallet Standard wallet (as a site's
 * `getWallets()` sees it), its features going through the site's Solana provider, and the page's
 * other Solana wallets added to the loader's list without the widget itself.
 */
import { getBase58Decoder, getBase58Encoder, verifySignature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSolanaTestWallet } from '../../dev/wallets/solana-test-wallet/wallet.js'
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import { createEmitter } from '../emitter.js'
import type { WalletRegistry } from '../wallets.js'
import { startSolanaHost } from './host.js'
import { WIDGET_WALLET_NAME } from './widget-wallet.js'

const CHAIN = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
const SEED = '1e4fb900a8b3da42bc1c30c8cc8f84def44932ca2c82a82d0b39da229f7e296d'
const ADDRESS = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'
const SIGNATURE = '5'.repeat(88)
const EVM: WalletInfo = { id: 'uuid-1', name: 'EVM Wallet', source: 'eip6963' }

const cleanup: (() => void)[] = []
afterEach(() => cleanup.splice(0).forEach((off) => off()))

/** The site's Solana provider as the loader makes it, answered here by a script of WalletConnect-shaped replies. */
function scriptedProvider(answers: Record<string, unknown>) {
  const events = createEmitter<unknown>()
  const requests: { method: string; params?: unknown }[] = []
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      requests.push(args)
      const answer = answers[args.method]
      if (answer instanceof Error) throw answer
      return typeof answer === 'function' ? answer(args.params) : answer
    },
    on: (event: string, listener: (data: unknown) => void) => events.on(event, listener),
  }
  return { provider, requests, emit: events.emit }
}

function start(answers: Record<string, unknown>) {
  const registry: WalletRegistry = { list: () => [EVM], provider: () => undefined }
  const changed = vi.fn()
  const site = scriptedProvider(answers)
  const disconnect = vi.fn(async () => {})
  startSolanaHost([registry, changed, { 'data-networks': `eip155:1, ${CHAIN}` }], {
    getProvider: () => site.provider,
    disconnect,
  })
  // Each start registers a widget wallet (registrations last for the page): this start's is the last.
  const widget = getWallets()
    .get()
    .filter((wallet) => wallet.name === WIDGET_WALLET_NAME)
    .at(-1) as Wallet
  return { registry, changed, site, disconnect, widget }
}

type Connect = { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
const feature = <T>(wallet: Wallet, name: `${string}:${string}`) => wallet.features[name] as T

describe('startSolanaHost', () => {
  it("behavior: the widget is in the page's Wallet Standard wallets, with the site's Solana networks; the loader's list gains the page's Solana wallets, not the widget", async () => {
    const demo = await createSolanaTestWallet({ seedHex: SEED, chain: CHAIN, rpcUrl: 'http://127.0.0.1:9' })
    cleanup.push(getWallets().register(demo.wallet))
    const { registry, changed, widget } = start({})
    expect(widget.chains).toEqual([CHAIN])
    expect(Object.keys(widget.features)).toEqual(
      expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signMessage', 'solana:signTransaction']),
    )
    expect(changed).toHaveBeenCalled()
    expect(registry.list().map((info) => info.name)).toEqual(['EVM Wallet', 'Solana Test Wallet'])
    expect(registry.provider('wallet-standard:Solana Test Wallet')).toBeDefined()
    expect(registry.provider(`wallet-standard:${WIDGET_WALLET_NAME}`)).toBeUndefined()
  })

  it('behavior: connect asks solana_requestAccounts (silent: solana_getAccounts) and gives accounts with their public keys; a change event follows', async () => {
    const { widget, site } = start({ solana_requestAccounts: [{ pubkey: ADDRESS }], solana_getAccounts: [] })
    const changes: unknown[] = []
    feature<{ on(event: 'change', listener: (change: unknown) => void): () => void }>(widget, 'standard:events').on(
      'change',
      (change) => changes.push(change),
    )
    expect((await feature<Connect>(widget, 'standard:connect').connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await feature<Connect>(widget, 'standard:connect').connect()
    expect(accounts.map((account) => account.address)).toEqual([ADDRESS])
    expect([...accounts[0]!.publicKey]).toEqual([...getBase58Encoder().encode(ADDRESS)])
    expect(widget.accounts).toEqual(accounts)
    expect(site.requests.map((request) => request.method)).toEqual(['solana_getAccounts', 'solana_requestAccounts'])
    expect(changes).toEqual([{ accounts }])
  })

  it('behavior: signMessage sends the message in base58 with the account, and gives the signature back as bytes', async () => {
    const demo = await createSolanaTestWallet({
      seedHex: SEED,
      chain: CHAIN,
      rpcUrl: 'http://127.0.0.1:9',
      autoApprove: true,
    })
    // The site's provider is answered by a real signature of the demo key.
    const { widget, site } = start({
      solana_requestAccounts: [{ pubkey: ADDRESS }],
      solana_signMessage: async ({ message }: { message: string }) => {
        const sign = demo.wallet.features['solana:signMessage'] as {
          signMessage(...inputs: unknown[]): Promise<{ signature: Uint8Array }[]>
        }
        await (demo.wallet.features['standard:connect'] as Connect).connect()
        const [output] = await sign.signMessage({
          account: demo.wallet.accounts[0],
          message: Uint8Array.from(getBase58Encoder().encode(message)),
        })
        return { signature: getBase58Decoder().decode(output!.signature) }
      },
    })
    const { accounts } = await feature<Connect>(widget, 'standard:connect').connect()
    const message = new TextEncoder().encode('Sign in to example.org')
    const [output] = await feature<{
      signMessage(...inputs: unknown[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }>(widget, 'solana:signMessage').signMessage({ account: accounts[0], message })
    expect(site.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', params: { pubkey: ADDRESS } })
    expect(output!.signedMessage).toEqual(message)
    const key = await crypto.subtle.importKey('raw', Uint8Array.from(accounts[0]!.publicKey), 'Ed25519', true, [
      'verify',
    ])
    expect(await verifySignature(key, output!.signature as never, message)).toBe(true)
  })

  it('behavior: signTransaction and signAndSendTransaction send base64 and decode the answers', async () => {
    const transaction = Uint8Array.from([
      1,
      ...new Uint8Array(64),
      1,
      0,
      0,
      1,
      ...new Uint8Array(32),
      ...new Uint8Array(32),
      0,
    ])
    const { widget, site } = start({
      solana_requestAccounts: [{ pubkey: ADDRESS }],
      solana_signTransaction: (params: { transaction: string }) => ({
        signature: SIGNATURE,
        transaction: params.transaction,
      }),
      solana_signAndSendTransaction: { signature: SIGNATURE },
    })
    const { accounts } = await feature<Connect>(widget, 'standard:connect').connect()
    const [signed] = await feature<{
      signTransaction(...inputs: unknown[]): Promise<{ signedTransaction: Uint8Array }[]>
    }>(widget, 'solana:signTransaction').signTransaction({ account: accounts[0], transaction })
    expect(signed!.signedTransaction).toEqual(transaction)
    expect(site.requests.at(-1)).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(transaction).toString('base64'), pubkey: ADDRESS },
    })
    const [sent] = await feature<{
      signAndSendTransaction(...inputs: unknown[]): Promise<{ signature: Uint8Array }[]>
    }>(widget, 'solana:signAndSendTransaction').signAndSendTransaction({
      account: accounts[0],
      transaction,
      options: { skipPreflight: true },
    })
    expect([...sent!.signature]).toEqual([...getBase58Encoder().encode(SIGNATURE)])
    expect(site.requests.at(-1)?.params).toMatchObject({ sendOptions: { skipPreflight: true } })
  })

  it("behavior: the provider's accountsChanged and disconnect move the widget's accounts; disconnect calls WalletWidget.disconnect", async () => {
    const { widget, site, disconnect } = start({ solana_requestAccounts: [{ pubkey: ADDRESS }] })
    const changes: { accounts: readonly WalletAccount[] }[] = []
    feature<{ on(event: 'change', listener: (change: { accounts: readonly WalletAccount[] }) => void): void }>(
      widget,
      'standard:events',
    ).on('change', (change) => changes.push(change))
    site.emit('accountsChanged', [ADDRESS])
    expect(widget.accounts.map((account) => account.address)).toEqual([ADDRESS])
    site.emit('disconnect', { code: 4900 })
    expect(widget.accounts).toEqual([])
    expect(changes.map((change) => change.accounts.length)).toEqual([1, 0])
    await feature<{ disconnect(): Promise<void> }>(widget, 'standard:disconnect').disconnect()
    expect(disconnect).toHaveBeenCalledOnce()
  })

  it('error: a refusal of the site provider reaches the Wallet Standard caller unchanged', async () => {
    const refusal = Object.assign(Error('User rejected the request.'), { code: 4001 })
    const { widget } = start({ solana_requestAccounts: refusal })
    await expect(feature<Connect>(widget, 'standard:connect').connect()).rejects.toBe(refusal)
  })
})
