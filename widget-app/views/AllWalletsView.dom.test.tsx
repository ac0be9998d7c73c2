// @vitest-environment happy-dom
/** AllWallets in a DOM: the real modal over a real controller, the directory answered by a fake /getWallets. */
import { fireEvent, screen, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { WalletEntry } from '../api/wallets.js'
import { deferred } from '../testing/deferred.js'
import { walletDirectory, type WalletsQuery } from './testing/fake-api.js'
import { BROWSER_WALLET } from './testing/fake-loader.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

/** 100 wallets: Rainbow, Rabby, Wallet 1 … Wallet 97, and the page's own browser wallet last. */
const DIRECTORY: WalletEntry[] = [
  { id: 'rainbow', name: 'Rainbow' },
  { id: 'rabby', name: 'Rabby' },
  ...walletDirectory(97),
  { id: 'test-wallet', name: 'Test Wallet', rdns: BROWSER_WALLET.rdns },
]
const ROW_HEIGHT = 56

/** Opens All Wallets from the Connect view and lets the first page arrive. */
async function allWallets(options: Parameters<typeof renderWidget>[0] = {}) {
  const rendered = await renderWidget({ directory: DIRECTORY, ...options })
  fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
  await advance()
  return rendered
}

const walletRows = () => within(screen.getByRole('list', { name: 'All wallets' })).queryAllByRole('button')
const searchField = () => screen.getByRole('searchbox', { name: 'Search wallets' })
const page = (n: number, search: string | null = null): WalletsQuery => ({
  page: n,
  entries: search ? 100 : 40,
  search,
})

describe('AllWalletsView: the directory', () => {
  it('behavior: the first page is shown with the count, the first eight tagged by the directory ranking, and the search field focused', async () => {
    const { api } = await allWallets()
    expect(screen.getByRole('heading', { name: 'All Wallets' })).toBeTruthy()
    expect(screen.getByText('100 wallets')).toBeTruthy()
    expect(api.walletQueries).toEqual([page(1)])
    // Only the rows in view (and a few more) are in the DOM.
    expect(walletRows()).toHaveLength(12)
    for (const name of ['Rainbow Featured', 'Rabby Featured', 'Wallet 2 Featured', 'Wallet 3 Recommended'])
      expect(screen.getByRole('button', { name })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wallet 7' })).toBeTruthy()
    expect(document.activeElement).toBe(searchField())
  })

  it('behavior: while the first page is on its way the count says so', async () => {
    const held = deferred<{ count: number; data: WalletEntry[] }>()
    const { api } = await renderWidget({ directory: DIRECTORY })
    api.answerWallets = () => held.promise
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    await advance()
    expect(screen.getByText('Loading wallets…')).toBeTruthy()
    expect(walletRows()).toHaveLength(0)
    held.resolve({ count: 2, data: DIRECTORY.slice(0, 2) })
    await advance()
    expect(screen.getByText('2 wallets')).toBeTruthy()
    expect(walletRows()).toHaveLength(2)
  })

  it('behavior: scrolling down asks for the next page once, shows its rows, and drops the rows out of view', async () => {
    const { api } = await allWallets()
    const held = deferred<{ count: number; data: WalletEntry[] }>()
    const answer = api.answerWallets
    api.answerWallets = (query) => (query.page === 2 ? held.promise : answer(query))
    fireEvent.scroll(screen.getByTestId('all-wallets'), { target: { scrollTop: 40 * ROW_HEIGHT } })
    await advance()
    expect(api.walletQueries).toEqual([page(1), page(2)])
    // Rows 37 to 40 come from page 1; rows of page 2 are blank placeholders until it arrives.
    expect(walletRows().map((row) => row.getAttribute('data-wallet-id'))).toEqual([
      'wallet-35',
      'wallet-36',
      'wallet-37',
      'wallet-38',
    ])
    held.resolve(await answer(page(2)))
    await advance()
    expect(screen.getByRole('button', { name: 'Wallet 39' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wallet 50' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Rainbow Featured' })).toBeNull()
    // Back at the top: page 1 is not asked again.
    fireEvent.scroll(screen.getByTestId('all-wallets'), { target: { scrollTop: 0 } })
    await advance()
    expect(screen.getByRole('button', { name: 'Rainbow Featured' })).toBeTruthy()
    expect(api.walletQueries).toEqual([page(1), page(2)])
  })

  it('error: a first page that keeps failing (503) shows the error and Try again, never a lasting Loading', async () => {
    const { api } = await renderWidget({ directory: DIRECTORY })
    const answer = api.answerWallets
    api.answerWallets = () => Promise.reject(new Error('down'))
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    // The client tries three times, backing off for at most 0.5 s and then 1 s.
    await advance(1_500)
    expect(api.walletQueries).toEqual([page(1), page(1), page(1)])
    expect(screen.getByRole('alert').textContent).toBe('The wallet list could not be loaded')
    expect(screen.getByTestId('wallet-count').textContent).toBe('')
    expect(screen.queryByText('Loading wallets…')).toBeNull()
    expect(walletRows()).toHaveLength(0)
    // The server is back: Try again asks for the page again and shows it.
    api.answerWallets = answer
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await advance()
    expect(api.walletQueries).toHaveLength(4)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('100 wallets')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rainbow Featured' })).toBeTruthy()
  })

  it('error: a later page that fails shows the error beside the rows already loaded; Try again fetches it', async () => {
    const { api } = await allWallets()
    const answer = api.answerWallets
    api.answerWallets = (query) => (query.page === 2 ? Promise.reject(new Error('down')) : answer(query))
    fireEvent.scroll(screen.getByTestId('all-wallets'), { target: { scrollTop: 40 * ROW_HEIGHT } })
    await advance(1_500)
    expect(screen.getByRole('alert').textContent).toBe('The wallet list could not be loaded')
    expect(screen.getByText('100 wallets')).toBeTruthy()
    api.answerWallets = answer
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await advance()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Wallet 39' })).toBeTruthy()
  })
})

describe('AllWalletsView: search', () => {
  it('behavior: the directory is searched 300 ms after the last keystroke, and only the matches are listed, untagged', async () => {
    const { api } = await allWallets()
    typeInto(searchField(), 'r')
    await advance(200)
    typeInto(searchField(), 'ra')
    await advance(299)
    expect(api.walletQueries).toEqual([page(1)])
    expect(screen.getByText('100 wallets')).toBeTruthy()
    await advance(1)
    expect(api.walletQueries).toEqual([page(1), page(1, 'ra')])
    expect(screen.getByText('2 wallets found')).toBeTruthy()
    expect(walletRows()).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Rainbow' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rabby' })).toBeTruthy()
  })

  it('behavior: one match is counted in the singular; clearing the search brings the whole list back', async () => {
    await allWallets()
    typeInto(searchField(), 'rainbow')
    await advance(300)
    expect(screen.getByText('1 wallet found')).toBeTruthy()
    typeInto(searchField(), '')
    await advance()
    expect(screen.getByText('100 wallets')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rainbow Featured' })).toBeTruthy()
  })

  it('behavior: a search without matches says no wallet was found and lists nothing', async () => {
    await allWallets()
    typeInto(searchField(), 'zzz')
    await advance(300)
    expect(screen.getByText('0 wallets found')).toBeTruthy()
    expect(walletRows()).toHaveLength(0)
  })

  it('error: a search that fails shows the error', async () => {
    const { api } = await allWallets()
    api.answerWallets = () => Promise.reject(new Error('down'))
    typeInto(searchField(), 'ra')
    // 300 ms of quiet, then three attempts with backoffs of at most 0.5 s and 1 s.
    await advance(300 + 1_500)
    expect(screen.getByRole('alert').textContent).toBe('The search failed')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('AllWalletsView: choosing a wallet', () => {
  it('behavior: a wallet the page announced is marked Installed and connects as the browser wallet', async () => {
    const { loader, widget } = await allWallets()
    typeInto(searchField(), 'test')
    await advance(300)
    fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
    await advance()
    expect(loader.requests.map((request) => request.method)).toContain('eth_requestAccounts')
    expect(widget.store.get().status).toBe('connected')
    // Connecting from the modal closes it.
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: any other wallet goes to WalletConnect (this deployment has no relay, so it fails there with a retry)', async () => {
    await allWallets()
    fireEvent.click(screen.getByRole('button', { name: 'Rainbow Featured' }))
    await advance()
    expect(screen.getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
    // The WalletConnect flow's code is loaded on this first use.
    await vi.waitFor(() => expect(screen.getByText('Connection failed')).toBeTruthy())
    expect(screen.getByRole('alert').textContent).toBe('WalletConnect is not available on this deployment')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('behavior: Back returns to Connect, and Escape closes the modal', async () => {
    await allWallets()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await advance()
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    await advance()
    fireEvent.keyDown(searchField(), { key: 'Escape' })
    await advance()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('AllWalletsView: the keyboard', () => {
  const focusedWallet = () => document.activeElement?.getAttribute('data-wallet-id')
  const tabStops = () => walletRows().filter((row) => row.tabIndex === 0)
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })

  it('behavior: the rows are one Tab stop, the first row until another is focused', async () => {
    await allWallets()
    expect(tabStops().map((row) => row.getAttribute('data-wallet-id'))).toEqual(['rainbow'])
    expect(walletRows().filter((row) => row.tabIndex === -1)).toHaveLength(11)
    screen.getByRole('button', { name: 'Wallet 7' }).focus()
    await advance()
    expect(tabStops().map((row) => row.getAttribute('data-wallet-id'))).toEqual(['wallet-7'])
  })

  it('behavior: ArrowDown in the search field focuses the first row; arrows, PageDown / PageUp, End and Home move between rows and scroll them into view', async () => {
    await allWallets()
    const list = screen.getByTestId('all-wallets')
    fireEvent.keyDown(searchField(), { key: 'ArrowDown' })
    await advance()
    expect(focusedWallet()).toBe('rainbow')
    const moves: [string, string][] = [
      ['ArrowDown', 'rabby'],
      ['ArrowUp', 'rainbow'],
      ['ArrowUp', 'rainbow'],
      ['PageDown', 'wallet-6'],
      ['ArrowDown', 'wallet-7'],
      ['PageUp', 'rabby'],
      ['End', 'wallet-38'],
    ]
    for (const [key, wallet] of moves) {
      expect(press(key)).toBe(false)
      await advance()
      expect([key, focusedWallet()]).toEqual([key, wallet])
    }
    // End went to the last row of the first page and scrolled it to the bottom of the view.
    expect(list.scrollTop).toBe(40 * ROW_HEIGHT - 392)
    expect(tabStops().map((row) => row.getAttribute('data-wallet-id'))).toEqual(['wallet-38'])
    press('Home')
    await advance()
    expect(focusedWallet()).toBe('rainbow')
    expect(list.scrollTop).toBe(0)
  })

  it('behavior: moving past the rows that have arrived asks for the next page and focuses the row when it arrives', async () => {
    const { api } = await allWallets()
    const held = deferred<{ count: number; data: WalletEntry[] }>()
    const answer = api.answerWallets
    api.answerWallets = (query) => (query.page === 2 ? held.promise : answer(query))
    fireEvent.keyDown(searchField(), { key: 'ArrowDown' })
    press('End')
    await advance()
    press('ArrowDown')
    await advance()
    expect(api.walletQueries).toEqual([page(1), page(2)])
    expect(focusedWallet()).toBe('wallet-38')
    held.resolve(await answer(page(2)))
    await advance()
    expect(focusedWallet()).toBe('wallet-39')
  })

  it('behavior: Enter on a focused row chooses its wallet as a click does', async () => {
    await allWallets()
    fireEvent.keyDown(searchField(), { key: 'ArrowDown' })
    press('ArrowDown')
    await advance()
    // The browser turns an Enter the page did not prevent into a click on the focused button.
    if (press('Enter')) fireEvent.click(document.activeElement!)
    await advance()
    expect(screen.getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
  })
})
