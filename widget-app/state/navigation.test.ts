import { describe, expect, it } from 'vitest'
import { createNavigation, type NavigationState } from './navigation.js'
import type { View } from './router.js'
import { createStore } from './store.js'

/** A navigation over its own small store; `closed` counts the modal's close() calls. */
function navigationOver(history: View[], status: NavigationState['status'] = 'disconnected') {
  const store = createStore<NavigationState>({ history, status })
  const modal = { closed: 0, close: () => void modal.closed++ }
  const navigation = createNavigation(store, modal)
  const names = () => store.get().history.map((view) => view.name)
  return { store, modal, navigation, names }
}

describe('navigation', () => {
  it('behavior: push adds a view on top, replace swaps the top one, reset leaves only the given view', () => {
    const { navigation, names } = navigationOver([{ name: 'Connect' }])
    navigation.push({ name: 'AllWallets' })
    expect(names()).toEqual(['Connect', 'AllWallets'])
    navigation.replace({ name: 'ConnectingWalletConnect' })
    expect(names()).toEqual(['Connect', 'ConnectingWalletConnect'])
    navigation.reset({ name: 'Account' })
    expect(names()).toEqual(['Account'])
  })

  it('behavior: current is the last view, with its data', () => {
    const { navigation } = navigationOver([{ name: 'Networks' }])
    navigation.push({ name: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } })
    expect(navigation.current()).toEqual({ name: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } })
  })

  it('behavior: back pops one view and leaves the modal open', () => {
    const { navigation, names, modal } = navigationOver([{ name: 'Connect' }, { name: 'AllWallets' }])
    navigation.back()
    expect(names()).toEqual(['Connect'])
    expect(modal.closed).toBe(0)
  })

  it('behavior: back from the first view closes the modal and keeps the history', () => {
    const { navigation, names, modal } = navigationOver([{ name: 'Networks' }])
    navigation.back()
    expect(modal.closed).toBe(1)
    expect(names()).toEqual(['Networks'])
  })

  it('behavior: back from Connect while connected shows Account instead of closing', () => {
    const { navigation, names, modal } = navigationOver([{ name: 'Connect' }], 'connected')
    navigation.back()
    expect(names()).toEqual(['Account'])
    expect(modal.closed).toBe(0)
  })

  it('behavior: with no view at all, current is undefined and back closes', () => {
    const { navigation, modal } = navigationOver([])
    expect(navigation.current()).toBeUndefined()
    navigation.back()
    expect(modal.closed).toBe(1)
  })
})
