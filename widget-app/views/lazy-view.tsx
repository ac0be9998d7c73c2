/**
 * Renders a view whose code arrives on demand: the view itself once its chunk is here, the views'
 * spinner while it downloads, and an error with "Try again" (a new download) when it failed.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { useT } from '../i18n/use-t.js'
import type { LazyChunk } from './lazy-chunk.js'

export interface LazyViewProps<M> {
  chunk: LazyChunk<M>
  render: (module: M) => ReactNode
}

export function LazyView<M>({ chunk, render }: LazyViewProps<M>) {
  const t = useT()
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const [, setArrived] = useState<M>()
  const module = chunk.loaded()
  useEffect(() => {
    if (module) return
    let current = true
    chunk.load().then(
      (arrived) => current && setArrived(() => arrived),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [chunk, attempt])

  if (module) return render(module)
  if (failed)
    return (
      <div className="view view--connecting" data-testid="view-load-failed">
        <p className="connecting-detail" role="alert">
          {t('viewLoad.failed')}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFailed(false)
            setAttempt((count) => count + 1)
          }}
        >
          {t('viewLoad.retry')}
        </button>
      </div>
    )
  return (
    <div className="view view--connecting" data-testid="view-loading">
      <span className="spinner spinner--medium" role="status" aria-label={t('viewLoad.loading')} />
    </div>
  )
}
