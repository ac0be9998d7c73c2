// @vitest-environment happy-dom
/** The loader's Wallet Standard bridge: which wallets are listed, feature calls by name, account events. */
import { getBase58Encoder, verifySignature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSolanaTestWallet } from '../../dev/wallets/solana-test-wallet/wallet.js'
import { discoverStandardWallets, type PlainAccount } from './standard-wallets.js'

const CHAIN = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
const SEED = '1e4fb900a8b3da42bc1c30c8cc8f84def44932ca2c82a82d0b39da229f7e296d'
const ADDRESS = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'

const unregister: (() => void)[] = []
afterEach(() => unregister.splice(0).forEach((off) => off()))

function register(...wallets: Wallet[]) {
  unregister.push(getWallets().register(...wallets))
}

/** A wallet with only what listing looks at. */
function bareWallet(name: string, chains: `${string}:${string}`[], features: string[]): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    accounts: [],
    features: Object.fromEntries(features.map((feature) => [feature, { version: '1.0.0' }])),
  }
}

async function testWallet(autoApprove = true) {
  return createSolanaTestWallet({ seedHex: SEED, chain: CHAIN, rpcUrl: 'http://127.0.0.1:9', autoApprove })
}

describe('discoverStandardWallets', () => {
  it('behavior: lists Solana wallets that connect and sign, with their Solana chains and feature names; skips the others', async () => {
    const { wallet } = await testWallet()
    register(
      wallet,
      bareWallet('EVM only', ['eip155:1'], ['standard:connect', 'solana:signMessage']),
      bareWallet('No signing', [CHAIN], ['standard:connect', 'standard:events']),
      bareWallet('No connect', [CHAIN], ['solana:signMessage']),
    )
    const source = discoverStandardWallets(() => {})
    expect(source.list()).toEqual([
      {
        id: 'wallet-standard:Solana Test Wallet',
        name: 'Solana Test Wallet',
        icon: wallet.icon,
        source: 'wallet-standard',
        chains: [CHAIN],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ],
      },
    ])
  })

  it('behavior: never lists `self` (the widget registered as a wallet)', async () => {
    const self = bareWallet('Wallet Widget', [CHAIN], ['standard:connect', 'solana:signMessage'])
    const other = bareWallet('Other', [CHAIN], ['standard:connect', 'solana:signMessage'])
    register(self, other)
    expect(
      discoverStandardWallets(() => {}, self)
        .list()
        .map((info) => info.name),
    ).toEqual(['Other'])
  })

  it('behavior: a wallet registered later is reported, and two wallets of one name get distinct ids', () => {
    const onChange = vi.fn()
    const source = discoverStandardWallets(onChange)
    register(bareWallet('Twin', [CHAIN], ['standard:connect', 'solana:signMessage']))
    register(bareWallet('Twin', [CHAIN], ['standard:connect', 'solana:signMessage']))
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(source.list().map((info) => info.id)).toEqual(['wallet-standard:Twin', 'wallet-standard:Twin#2'])
  })

  it('behavior: standard:connect answers plain accounts; solana:signMessage finds the account by address and signs', async () => {
    const { wallet } = await testWallet()
    register(wallet)
    const provider = discoverStandardWallets(() => {}).provider('wallet-standard:Solana Test Wallet')!
    const { accounts } = (await provider.request({ method: 'standard:connect', params: {} })) as {
      accounts: PlainAccount[]
    }
    expect(accounts.map((account) => account.address)).toEqual([ADDRESS])
    expect(Object.getPrototypeOf(accounts[0])).toBe(Object.prototype)
    expect(structuredClone(accounts)).toEqual(accounts)

    const message = new TextEncoder().encode('hello from the site')
    const [output] = (await provider.request({
      method: 'solana:signMessage',
      params: [{ account: ADDRESS, message }],
    })) as { signature: Uint8Array }[]
    const publicKey = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(getBase58Encoder().encode(ADDRESS)),
      'Ed25519',
      true,
      ['verify'],
    )
    expect(await verifySignature(publicKey, output!.signature as never, message)).toBe(true)
  })

  it('error: a feature the wallet lacks or the bridge does not pass is 4200; an account it has not authorized is 4100', async () => {
    const { wallet } = await testWallet()
    register(wallet)
    const provider = discoverStandardWallets(() => {}).provider('wallet-standard:Solana Test Wallet')!
    await expect(provider.request({ method: 'solana:signIn', params: [] })).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4200 })
    await expect(
      provider.request({ method: 'solana:signMessage', params: [{ account: ADDRESS, message: new Uint8Array(1) }] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it("behavior: the wallet's account changes come as accountsChanged with plain accounts, [] when it disconnects", async () => {
    const { wallet, disconnect } = await testWallet()
    register(wallet)
    const provider = discoverStandardWallets(() => {}).provider('wallet-standard:Solana Test Wallet')!
    const events: unknown[] = []
    provider.on?.('accountsChanged', (accounts) => events.push(accounts))
    provider.on?.('chainChanged', (chain) => events.push(chain))
    await provider.request({ method: 'standard:connect', params: {} })
    disconnect()
    expect(events).toEqual([[expect.objectContaining({ address: ADDRESS, chains: [CHAIN] })], []])
  })

  it('behavior: an unknown id has no provider', () => {
    expect(discoverStandardWallets(() => {}).provider('wallet-standard:Nobody')).toBeUndefined()
  })
})
