// @vitest-environment happy-dom
/** The Account tabs in a DOM, over a connected browser wallet and a fake chain-data API. */
import { act, fireEvent, screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { Balance, Nft, Transaction } from '../../../shared/contracts/chain-data.js'
import { pendingTransactions } from '../../state/pending-transactions.js'
import { deferred } from '../../testing/deferred.js'
import { ADDRESS } from '../testing/fake-loader.js'
import { advance, renderWidget, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = `eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const balance = (symbol: string, decimals: string, numeric: string, price = 0): Balance => ({
  name: `${symbol} Token`,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${symbol.padEnd(40, '0')}`,
  price,
  value: price * Number(numeric),
  quantity: { decimals, numeric },
  iconUrl: `http://api.test/public/getTokenImage/${symbol}`,
})
const nft = (tokenId: string, overrides: Partial<Nft> = {}): Nft => ({
  chainId: 'eip155:31337',
  contract: TOKEN,
  tokenId,
  standard: 'ERC721',
  quantity: '1',
  name: `Thing #${tokenId}`,
  collection: { name: 'Things' },
  is_spam: false,
  ...overrides,
})
const received = (id: string, minedAt: string, numeric = '2.5'): Transaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id.padStart(64, '0')}`,
    chain: 'eip155:31337',
    minedAt,
    sentFrom: OTHER,
    sentTo: ADDRESS,
    status: 'confirmed',
    nonce: 1,
  },
  transfers: [{ fungible_info: { symbol: 'TKA' }, direction: 'in', quantity: { numeric } }],
})

type Rendered = Awaited<ReturnType<typeof renderWidget>>

/** Connects the test wallet and opens Account; `prepare` sets the API's answers first. */
async function account(prepare: (rendered: Rendered) => void = () => {}) {
  const rendered = await renderWidget()
  prepare(rendered)
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  return rendered
}

const tab = (name: string) => screen.getByRole('tab', { name })
const panel = () => screen.getByRole('tabpanel')

describe('Account tabs', () => {
  it('behavior: a tab bar with Tokens selected; arrows, Home and End move the selection and focus', async () => {
    await account()
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(tab('NFTs').tabIndex).toBe(-1)
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Tokens').id)
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowRight' })
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(tab('NFTs').tabIndex).toBe(0)
    fireEvent.keyDown(tab('NFTs'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Activity'))
    fireEvent.keyDown(tab('Activity'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('Tokens'))
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('Activity'))
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Activity').id)
  })

  it('behavior: without the activity feature there is no Activity tab', async () => {
    const { widget } = await account()
    act(() => widget.store.set({ features: { ...widget.store.get().features!, activity: false } }))
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Tokens', 'NFTs'])
  })

  it('behavior: Tokens loads, then shows the total and each token with 3 decimals, without the decimals-0 token', async () => {
    const answer = deferred<{ balances: Balance[] }>()
    await account(({ api }) => {
      api.answerChainData.balance = () => answer.promise
    })
    expect(within(panel()).getByRole('status', { name: 'Loading tokens…' })).toBeTruthy()
    answer.resolve({
      balances: [balance('TKA', '18', '1234.56789', 2), balance('LOW', '0', '5'), balance('TKB', '6', '0.5')],
    })
    await advance()
    const rows = screen.getAllByTestId('token-row')
    expect(rows.map((row) => row.dataset.symbol)).toEqual(['TKA', 'TKB'])
    expect(within(rows[0]!).getByTestId('token-amount').textContent).toBe('1,234.567 TKA')
    expect(within(rows[0]!).getByText('TKA Token')).toBeTruthy()
    expect(within(rows[1]!).getByText('No price')).toBeTruthy()
    expect(screen.getByTestId('tokens-total').textContent).toContain('$2,469.14')
  })

  it("error: Tokens says 'Token Balance Unavailable'; Try again reads at once", async () => {
    let fail = true
    await account(({ api }) => {
      api.answerChainData.balance = async () => {
        if (fail) throw new Error('down')
        return { balances: [balance('TKA', '18', '1')] }
      }
    })
    expect(within(panel()).getByRole('alert').textContent).toBe('Token Balance Unavailable')
    fail = false
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }))
    await advance()
    expect(screen.getAllByTestId('token-row')).toHaveLength(1)
  })

  it('behavior: Tokens with nothing on the network says so', async () => {
    await account()
    expect(within(panel()).getByText('No tokens on this network yet.')).toBeTruthy()
  })

  it('behavior: NFTs shows a grid without spam; a card opens its detail, and Back returns to the card', async () => {
    await account(({ api }) => {
      api.answerChainData.nfts = async () => ({
        data: [
          nft('1'),
          nft('7', { is_spam: true, collection: { name: 'Spam' } }),
          nft('9', { standard: 'ERC1155', quantity: '4' }),
        ],
        next: null,
      })
    })
    fireEvent.click(tab('NFTs'))
    await advance()
    const cards = screen.getAllByTestId('nft-card')
    expect(cards.map((card) => card.dataset.tokenId)).toEqual(['1', '9'])
    expect(screen.queryByText('Spam')).toBeNull()
    fireEvent.click(cards[1]!)
    await advance()
    const detail = screen.getByTestId('nft-detail')
    expect(within(detail).getByTestId('nft-token-id').textContent).toBe('9')
    expect(within(detail).getByTestId('nft-contract').textContent).toContain('0x5F…180aa3')
    expect(within(detail).getByText('ERC-1155')).toBeTruthy()
    expect(within(detail).getByTestId('nft-quantity').textContent).toBe('4')
    expect(document.activeElement).toBe(within(detail).getByRole('button', { name: 'Back to NFTs' }))
    fireEvent.click(within(detail).getByRole('button', { name: 'Back to NFTs' }))
    await advance()
    expect(document.activeElement?.getAttribute('data-token-id')).toBe('9')
  })

  it('error: NFTs that fail to load say so with Try again; none at all says so too', async () => {
    let fail = true
    await account(({ api }) => {
      api.answerChainData.nfts = async () => {
        if (fail) throw new Error('down')
        return { data: [], next: null }
      }
    })
    fireEvent.click(tab('NFTs'))
    await advance()
    expect(within(panel()).getByRole('alert').textContent).toBe('The NFTs could not be loaded.')
    fail = false
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }))
    await advance()
    expect(within(panel()).getByText('No NFTs on this network yet.')).toBeTruthy()
  })

  it('behavior: Activity groups by month (the current one by name alone) and signs receipts with +; Load more reads on', async () => {
    const now = new Date()
    const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1, 12).toISOString()
    const lastYear = new Date(now.getFullYear() - 1, 5, 10).toISOString()
    await account(({ api }) => {
      api.answerChainData.history = async (url) =>
        url.searchParams.get('cursor')
          ? { data: [received('2', lastYear, '0.0001')], next: null }
          : { data: [received('1', thisMonth)], next: 'page-2' }
    })
    fireEvent.click(tab('Activity'))
    await advance()
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(now)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([month])
    expect(screen.getByTestId('activity-amount').textContent).toBe('+2.5 TKA')
    expect(screen.getByText('From 0x70…dc79C8')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await advance()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      month,
      `June ${now.getFullYear() - 1}`,
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it("error: Activity says 'Failed to fetch transactions'; an empty history says there is none", async () => {
    let fail = true
    await account(({ api }) => {
      api.answerChainData.history = async () => {
        if (fail) throw new Error('down')
        return { data: [], next: null }
      }
    })
    fireEvent.click(tab('Activity'))
    await advance()
    expect(within(panel()).getByRole('alert').textContent).toBe('Failed to fetch transactions')
    fail = false
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }))
    await advance()
    expect(within(panel()).getByText('No activity on this network yet.')).toBeTruthy()
  })

  it('behavior: the widget’s own pending send is on top with a pending label', async () => {
    await account()
    act(() =>
      pendingTransactions.store.set({
        transactions: [
          {
            hash: `0x${'cd'.repeat(32)}`,
            chainId: 'eip155:31337',
            from: ADDRESS,
            to: OTHER,
            symbol: 'ETH',
            amount: '0.25',
            submittedAt: Date.now(),
            status: 'pending',
          },
        ],
      }),
    )
    fireEvent.click(tab('Activity'))
    await advance()
    const row = screen.getByTestId('activity-pending')
    expect(within(row).getByText('Pending')).toBeTruthy()
    expect(row.textContent).toContain('−0.25 ETH')
    act(() => pendingTransactions.store.set({ transactions: [] }))
  })
})
