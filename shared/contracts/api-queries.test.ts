import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { MAX_WALLETS_ENTRIES, WalletsQuery } from './api-queries.js'
import { WalletsPage } from './directory-api.js'

const common = { projectId: 'demo', st: 'wallet-widget', sv: '0.1.0' }
const firstIssue = (query: Record<string, string>) =>
  z.safeParse(WalletsQuery, { ...common, ...query }).error?.issues[0]

describe('the /getWallets query and answer', () => {
  it('behavior: page and entries are read as numbers within their ranges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: MAX_WALLETS_ENTRIES }),
        (page, entries) => {
          expect(z.parse(WalletsQuery, { ...common, page: String(page), entries: String(entries) })).toMatchObject({
            page,
            entries,
          })
        },
      ),
    )
  })

  it('error: a page or entries out of range, or not a whole number, is refused naming the parameter', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: MAX_WALLETS_ENTRIES + 1, max: 9_999_999 }), fc.constant(0)).map(String),
        (entries) => {
          expect(firstIssue({ entries })).toMatchObject({
            path: ['entries'],
            message: 'entries must be a whole number from 1 to 100',
          })
        },
      ),
    )
    expect(firstIssue({ page: '1.5' })?.message).toBe('page must be a whole number of at least 1')
  })

  it('behavior: comma lists are split and trimmed, empty items dropped', () => {
    expect(
      z.parse(WalletsQuery, { ...common, include: ' metamask, rainbow ,', chains: 'eip155:1,eip155:8453' }),
    ).toMatchObject({
      include: ['metamask', 'rainbow'],
      chains: ['eip155:1', 'eip155:8453'],
    })
    expect(firstIssue({ chains: 'eip155:1,banana' })?.path).toEqual(['chains'])
  })

  it('behavior: a page of listed wallets is accepted with unknown extra fields dropped; a wallet without a name is not', () => {
    const wallet = {
      id: 'metamask',
      name: 'MetaMask',
      image_id: 'metamask',
      rdns: null,
      chains: ['eip155:1'],
      order: 1,
    }
    expect(z.parse(WalletsPage, { count: 1, data: [{ ...wallet, badge: 'certified' }] }).data[0]).toEqual(wallet)
    expect(z.safeParse(WalletsPage, { count: 1, data: [{ id: 'x' }] }).success).toBe(false)
  })
})
