import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../../shared/caip.js'
import { initialOf, walletTile } from './images.js'
import { listWallets } from './query.js'
import { DIRECTORY_SIZE, generatedWallet, HOSTILE_WALLET, WALLETS } from './wallets.js'

/** What the widget may open: https, or a wallet's own registered scheme. */
const SAFE_LINK = /^(https:\/\/[^\s]+|[a-z][a-z0-9+.-]*:\/\/[^\s]*)$/

describe('wallet directory data', () => {
  const visible = WALLETS.filter((wallet) => !wallet.hidden)

  it('behavior: at least 300 listed wallets with unique ids and image ids, the hostile one hidden', () => {
    expect(visible.length).toBe(DIRECTORY_SIZE)
    expect(visible.length).toBeGreaterThanOrEqual(300)
    expect(new Set(WALLETS.map((w) => w.id)).size).toBe(WALLETS.length)
    expect(new Set(WALLETS.map((w) => w.image_id)).size).toBe(WALLETS.length)
    expect(WALLETS.filter((w) => w.hidden)).toEqual([HOSTILE_WALLET])
  })

  it('behavior: the well-known wallets carry the rdns their extensions announce', () => {
    const rdns = Object.fromEntries(WALLETS.map((w) => [w.id, w.rdns]))
    expect(rdns).toMatchObject({
      metamask: 'io.metamask',
      rainbow: 'me.rainbow',
      coinbase: 'com.coinbase.wallet',
      trust: 'com.trustwallet.app',
      zerion: 'io.zerion.wallet',
      rabby: 'io.rabby',
      phantom: 'app.phantom',
    })
  })

  it('behavior: every listed wallet has CAIP-2 chains and only https or wallet-scheme links', () => {
    for (const wallet of visible) {
      expect(wallet.chains.length, wallet.id).toBeGreaterThan(0)
      for (const chain of wallet.chains) expect(isCaipNetworkId(chain), `${wallet.id} ${chain}`).toBe(true)
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link, wallet.homepage]) {
        if (link !== null) expect(link, wallet.id).toMatch(SAFE_LINK)
      }
      if (wallet.webapp_link !== null) expect(wallet.webapp_link, wallet.id).toMatch(/^https:\/\//)
    }
  })

  it('behavior: the generated filler is labelled as such and the same on every run', () => {
    const generated = visible.filter((w) => w.id.startsWith('generated-'))
    expect(generated.length).toBeGreaterThan(200)
    for (const wallet of generated) expect(wallet.homepage, wallet.id).toMatch(/\.generated\.example$/)
    expect(generatedWallet(17, 1017)).toEqual(generatedWallet(17, 1017))
    expect(generatedWallet(17, 1017).name).toBe('Quartz Vault 17')
  })

  it('behavior: listing sorts by order, then name, whatever the input order', () => {
    const shuffled = [...visible].reverse()
    expect(listWallets(shuffled, { entries: 100 })).toEqual(listWallets(visible, { entries: 100 }))
  })

  it('behavior: tiles take the first letter or digit of the name, never markup', () => {
    expect(initialOf('MetaMask')).toBe('M')
    expect(initialOf('1inch Wallet')).toBe('1')
    expect(initialOf('<img src=x onerror=alert(1)>')).toBe('I')
    expect(initialOf('«»')).toBe('?')
    expect(walletTile({ id: 'x', name: '<&>' }).body).toContain('>?</text>')
  })
})
