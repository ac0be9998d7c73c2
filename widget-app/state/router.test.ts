import { describe, expect, it } from 'vitest'
import { goBack, initialView, push, replace, reset, type History } from './router.js'

const names = (history: History) => history.map((view) => view.name)

describe('router', () => {
  it('behavior: push appends, replace swaps the last view, reset starts over; inputs are not mutated', () => {
    const start: History = [{ name: 'Connect' }]
    const pushed = push(start, { name: 'ConnectingExternal', data: { walletId: 'w1' } })
    expect(names(pushed)).toEqual(['Connect', 'ConnectingExternal'])
    expect(pushed[1]?.data).toEqual({ walletId: 'w1' })
    expect(names(start)).toEqual(['Connect'])

    const replaced = replace(pushed, { name: 'ConnectingExternal', data: { walletId: 'w2' } })
    expect(names(replaced)).toEqual(['Connect', 'ConnectingExternal'])
    expect(replaced[1]?.data).toEqual({ walletId: 'w2' })
    expect(pushed[1]?.data).toEqual({ walletId: 'w1' })

    expect(reset({ name: 'Account' })).toEqual([{ name: 'Account' }])
  })

  it('behavior: goBack pops the current view', () => {
    const result = goBack([{ name: 'Account' }, { name: 'Networks' }, { name: 'SwitchNetwork' }], true)
    expect(result).toEqual({ close: false, history: [{ name: 'Account' }, { name: 'Networks' }] })
  })

  it('behavior: goBack from the first view closes the modal', () => {
    expect(goBack([{ name: 'Account' }], true)).toEqual({ close: true })
    expect(goBack([{ name: 'Connect' }], false)).toEqual({ close: true })
    expect(goBack([], false)).toEqual({ close: true })
  })

  it('behavior: goBack from Connect while connected resets to Account (even as the first view)', () => {
    expect(goBack([{ name: 'Account' }, { name: 'Networks' }, { name: 'Connect' }], true)).toEqual({
      close: false,
      history: [{ name: 'Account' }],
    })
    expect(goBack([{ name: 'Connect' }], true)).toEqual({ close: false, history: [{ name: 'Account' }] })
  })

  it('behavior: goBack from Connect while disconnected just pops', () => {
    expect(goBack([{ name: 'Networks' }, { name: 'Connect' }], false)).toEqual({
      close: false,
      history: [{ name: 'Networks' }],
    })
  })

  it('behavior: initialView is Account when connected, else Connect', () => {
    expect(initialView(true)).toEqual({ name: 'Account' })
    expect(initialView(false)).toEqual({ name: 'Connect' })
  })
})
