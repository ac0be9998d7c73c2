/** What a tab shows instead of its list: loading, a failure with Try again, or nothing to show. */
import { type ReactNode, useEffect, useRef } from 'react'

export function TabLoading({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="tab-status" data-testid={testId}>
      <span className="spinner spinner--medium" role="status" aria-label={label} />
    </div>
  )
}

export interface TabFailedProps {
  message: string
  retryLabel: string
  onRetry: () => void
  testId: string
}

export function TabFailed({ message, retryLabel, onRetry, testId }: TabFailedProps) {
  return (
    <div className="tab-status" data-testid={testId}>
      <p className="notice" role="alert">
        {message}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry} data-testid={`${testId}-retry`}>
        {retryLabel}
      </button>
    </div>
  )
}

export function TabEmpty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="empty" data-testid={testId}>
      {children}
    </p>
  )
}

export interface LoadMoreProps {
  label: string
  loading: boolean
  onLoadMore: () => void
}

/** The end of a paged list: a sentinel that reads the next page when scrolled into view, and a button that does the same. */
export function LoadMore({ label, loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  latest.current = onLoadMore
  useEffect(() => {
    const element = sentinel.current
    if (loading || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
    // Observed afresh after each page: a sentinel still in view after a short page reads the next one.
  }, [loading])
  return (
    <div className="load-more">
      <div ref={sentinel} className="load-more-sentinel" aria-hidden="true" />
      <button
        type="button"
        className="button button--secondary"
        data-testid="load-more"
        disabled={loading}
        onClick={onLoadMore}
      >
        {label}
      </button>
    </div>
  )
}
