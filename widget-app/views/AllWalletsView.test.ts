import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../api/wallets.js'
import { tagOf } from './AllWalletsView.js'

const wallet = (id: string, rdns?: string): WalletEntry => ({ id, name: id, ...(rdns && { rdns }) })

describe('All Wallets tags', () => {
  const installed = new Map([['io.metamask', {}]])
  it('behavior: installed beats recent beats the directory ranking', () => {
    expect(tagOf(wallet('mm', 'io.metamask'), 0, false, installed, 'io.metamask')).toBe('Installed')
    expect(tagOf(wallet('rainbow', 'me.rainbow'), 0, false, installed, 'me.rainbow')).toBe('Recent')
  })
  it('behavior: the first 4 are featured and the next 4 recommended, outside a search only', () => {
    expect([0, 3, 4, 7, 8].map((index) => tagOf(wallet(`w${index}`), index, false, installed, ''))).toEqual([
      'Featured',
      'Featured',
      'Recommended',
      'Recommended',
      null,
    ])
    expect(tagOf(wallet('w0'), 0, true, installed, '')).toBeNull()
  })
})
