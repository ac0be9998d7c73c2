// @vitest-environment happy-dom
/** A view whose code arrives later: the spinner meanwhile, focus moving to it when it appears, and Try again after a failed download. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { type ReactNode, useEffect, useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../i18n/messages/en.js'
import { deferred } from '../testing/deferred.js'
import { useModalFocus } from './focus.js'
import { type LazyChunk, lazyChunk } from './lazy-chunk.js'
import { LazyView } from './lazy-view.js'

afterEach(cleanup)

interface ViewModule {
  AccountView: () => ReactNode
}
const MODULE: ViewModule = {
  AccountView: () => (
    <div className="view">
      <button type="button">Copy address</button>
    </div>
  ),
}

/** The modal's frame as App builds it: a title focused when the view opens, then focus.ts following the content. */
function Dialog({ chunk }: { chunk: LazyChunk<ViewModule> }) {
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => document.getElementById('title')?.focus(), [])
  useModalFocus({ open: true, dialog, body, titleId: 'title', onEscape: () => {} })
  return (
    <div ref={dialog} role="dialog" aria-labelledby="title">
      <h2 id="title" tabIndex={-1}>
        Account
      </h2>
      <div ref={body}>
        <LazyView chunk={chunk} render={(module) => <module.AccountView />} />
      </div>
    </div>
  )
}

/** Lets the settled import and the renders it causes run. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)))

describe('LazyView', () => {
  it('behavior: while the chunk downloads the spinner shows; when it arrives the view appears and focus moves to its first control', async () => {
    const arrival = deferred<ViewModule>()
    render(<Dialog chunk={lazyChunk(() => arrival.promise)} />)
    expect(screen.getByRole('status', { name: en.viewLoad.loading })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.activeElement?.id).toBe('title')
    arrival.resolve(MODULE)
    await settle()
    expect(screen.queryByRole('status')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy address' }))
  })

  it('error: a failed download says so with Try again, which downloads again and shows the view', async () => {
    const importer = vi
      .fn<() => Promise<ViewModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    const retry = deferred<ViewModule>()
    importer.mockReturnValueOnce(retry.promise)
    render(<Dialog chunk={lazyChunk(importer)} />)
    await settle()
    expect(screen.getByRole('alert').textContent).toBe(en.viewLoad.failed)
    const tryAgain = screen.getByRole('button', { name: en.viewLoad.retry })
    expect(document.activeElement).toBe(tryAgain)
    fireEvent.click(tryAgain)
    await settle()
    expect(importer).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status', { name: en.viewLoad.loading })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    retry.resolve(MODULE)
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy address' }))
  })

  it('behavior: a chunk already here renders at once, without a spinner', async () => {
    const chunk = lazyChunk(async () => MODULE)
    await chunk.load()
    render(<Dialog chunk={chunk} />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })
})
