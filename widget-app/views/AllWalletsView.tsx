/**
 * AllWallets: the whole directory, fetched 40 at a time as rows come into view and
 * rendered with only the rows in view (plus a few) in the DOM; a search after 300 ms of quiet
 * answers up to 100 wallets. Wallets the page already announced are marked Installed.
 * The rows are one Tab stop, moved between by the arrow keys, Home / End and PageUp / PageDown.
 * A page or search that fails shows the error with a Try again button that asks again.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  FEATURED_WALLETS_DEFAULT,
  RECOMMENDED_WALLETS_PAGE,
  WALLETS_PAGE_SIZE,
  WALLET_SEARCH_DELAY_MS,
} from '../../shared/constants.js'
import type { WalletEntry } from '../api/wallets.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { DirectoryImage } from './DirectoryImage.js'
import { rowTarget, scrollRowIntoView } from './roving-focus.js'

/**
 * What a row is marked with (featured 4, recommended 4, recent 2): Installed when the
 * page announced it, Recent when used lately, else Featured / Recommended for the directory's
 * first eight (its own ranking) when the list is not a search.
 */
export function tagOf(
  wallet: WalletEntry,
  index: number,
  searching: boolean,
  installed: ReadonlyMap<string, unknown>,
  recentIds: string,
): WalletTagName | null {
  if (wallet.rdns && installed.has(wallet.rdns)) return 'Installed'
  if (recentIds.split('\n').some((id) => id && (id === wallet.rdns || id === wallet.id))) return 'Recent'
  if (searching) return null
  if (index < FEATURED_WALLETS_DEFAULT) return 'Featured'
  if (index < FEATURED_WALLETS_DEFAULT + RECOMMENDED_WALLETS_PAGE) return 'Recommended'
  return null
}

export type WalletTagName = 'Installed' | 'Recent' | 'Featured' | 'Recommended'

const TAG_TEXT = {
  Installed: 'tags.installed',
  Recent: 'tags.recent',
  Featured: 'tags.featured',
  Recommended: 'tags.recommended',
} as const

function WalletTag({ label }: { label: WalletTagName | null }) {
  const t = useT()
  if (!label) return null
  return (
    <span className={`tag ${label === 'Installed' ? 'tag--installed' : label === 'Recent' ? 'tag--recent' : ''}`}>
      {t(TAG_TEXT[label])}
    </span>
  )
}

export const ROW_HEIGHT = 56
const VIEWPORT_HEIGHT = 392
const OVERSCAN = 4
const PAGE_ROWS = Math.floor(VIEWPORT_HEIGHT / ROW_HEIGHT)

export function AllWalletsView() {
  const widget = useWidget()
  const t = useT()
  const installed = useAppState((state) => state.wallets)
  const recentIds = useAppState((state) => state.recentWallets.map((wallet) => wallet.id).join('\n'))
  const installedByRdns = useMemo(
    () => new Map(installed.filter((wallet) => wallet.rdns).map((wallet) => [wallet.rdns!, wallet])),
    [installed],
  )
  const [term, setTerm] = useState('')
  const [results, setResults] = useState<WalletEntry[] | null>(null)
  const [count, setCount] = useState<number | null>(null)
  const [rows, setRows] = useState<Map<number, WalletEntry>>(new Map())
  const [error, setError] = useState<'loadFailed' | 'searchFailed' | null>(null)
  // Bumped by Try again: the failed pages and search are asked again.
  const [retries, setRetries] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const requested = useRef(new Set<number>())
  const scroller = useRef<HTMLDivElement>(null)
  // The row in the Tab order, and the row to focus as soon as it is rendered.
  const [active, setActive] = useState(0)
  const focusPending = useRef<number | null>(null)

  const loadPage = (page: number) => {
    if (requested.current.has(page)) return
    requested.current.add(page)
    widget.directory.page(page).then(
      (answer) => {
        setCount(answer.count)
        setRows((current) => {
          const next = new Map(current)
          answer.data.forEach((wallet, i) => next.set((page - 1) * WALLETS_PAGE_SIZE + i, wallet))
          return next
        })
      },
      () => {
        requested.current.delete(page)
        setError('loadFailed')
      },
    )
  }

  // Search after 300 ms without typing; a newer term cancels the older request.
  useEffect(() => {
    const query = term.trim()
    if (!query) return void setResults(null)
    const controller = new AbortController()
    const timer = setTimeout(() => {
      widget.directory.search(query, controller.signal).then(
        (found) => !controller.signal.aborted && setResults(found),
        () => !controller.signal.aborted && setError('searchFailed'),
      )
    }, WALLET_SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, retries])

  const total = results ? results.length : (count ?? 0)
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(total - 1, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN)
  // The pages of the rows in view (page 1 before the count is known), each asked once unless it failed.
  useEffect(() => {
    if (results) return
    for (
      let page = Math.floor(first / WALLETS_PAGE_SIZE) + 1;
      page <= Math.floor(Math.max(last, 0) / WALLETS_PAGE_SIZE) + 1;
      page++
    )
      loadPage(page)
  }, [first, last, results, retries])

  const visible: { index: number; wallet: WalletEntry | undefined }[] = []
  for (let index = first; index <= last; index++)
    visible.push({ index, wallet: results ? results[index] : rows.get(index) })
  // The last focused row is the Tab stop while it is rendered, else the first rendered row.
  const tabStop = visible.some((row) => row.index === active && row.wallet)
    ? active
    : visible.find((row) => row.wallet)?.index

  const rowButton = (index: number) =>
    scroller.current?.querySelector<HTMLElement>(`[aria-posinset="${index + 1}"] [data-wallet-id]`)
  const focusRow = (index: number) => {
    setActive(index)
    setScrollTop(scrollRowIntoView(scroller.current!, index, ROW_HEIGHT, VIEWPORT_HEIGHT))
    const button = rowButton(index)
    focusPending.current = button ? null : index
    button?.focus()
  }
  // A row scrolled to before it existed (its page still on its way) takes focus when it arrives.
  useEffect(() => {
    const button = focusPending.current === null ? null : rowButton(focusPending.current)
    if (button) {
      focusPending.current = null
      button.focus()
    }
  })
  // A new search starts again from its first row.
  useEffect(() => {
    setActive(0)
    focusPending.current = null
  }, [results])

  return (
    <div className="view view--all-wallets">
      <label className="field-label" htmlFor="wallet-search">
        {t('allWallets.search.label')}
      </label>
      <input
        id="wallet-search"
        className="field-input"
        type="search"
        autoComplete="off"
        placeholder={t('allWallets.search.placeholder')}
        value={term}
        onInput={(event) => setTerm((event.target as HTMLInputElement).value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || !total) return
          event.preventDefault()
          focusRow(0)
        }}
      />
      <p className="muted small" aria-live="polite" data-testid="wallet-count">
        {results
          ? t('allWallets.found', { count: results.length })
          : count !== null
            ? t('allWallets.total', { count })
            : error
              ? ''
              : t('allWallets.loading')}
      </p>
      {error && (
        <div className="field-row">
          <p className="field-error" role="alert">
            {t(`allWallets.${error}`)}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setError(null)
              setRetries((n) => n + 1)
            }}
          >
            {t('allWallets.retry')}
          </button>
        </div>
      )}
      <div
        className="virtual-list"
        style={{ height: VIEWPORT_HEIGHT }}
        onScroll={(event) => setScrollTop((event.target as HTMLElement).scrollTop)}
        data-testid="all-wallets"
        ref={scroller}
      >
        <ul
          className="virtual-list-inner"
          style={{ height: total * ROW_HEIGHT }}
          aria-label={t('allWallets.list')}
          onKeyDown={(event) => {
            const target = rowTarget(event.key, {
              current: active,
              lastLoaded: results ? results.length - 1 : Math.max(...rows.keys()),
              total,
              pageRows: PAGE_ROWS,
            })
            if (target === null) return
            event.preventDefault()
            focusRow(target)
          }}
        >
          {visible.map(({ index, wallet }) => (
            <li
              key={wallet?.id ?? `loading-${index}`}
              style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}
              aria-posinset={index + 1}
              aria-setsize={total}
            >
              {wallet ? (
                <button
                  type="button"
                  className="wallet-row"
                  data-testid="directory-wallet"
                  data-wallet-id={wallet.id}
                  tabIndex={index === tabStop ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onClick={() => {
                    const announced = wallet.rdns ? installedByRdns.get(wallet.rdns) : undefined
                    if (announced) void widget.actions.connectWallet(announced.id)
                    else widget.actions.connectDirectoryWallet(wallet)
                  }}
                >
                  <DirectoryImage wallet={wallet} />
                  <span className="wallet-row-name">{wallet.name}</span>
                  <WalletTag label={tagOf(wallet, index, results !== null, installedByRdns, recentIds)} />
                </button>
              ) : (
                <span className="wallet-row wallet-row--placeholder" aria-hidden="true" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
