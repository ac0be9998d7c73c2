import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { WalletsQuery } from '../../shared/contracts/api-queries.js'
import { ProjectConfigCall } from '../../shared/contracts/project-api.js'
import { ApiError, getJson } from './client.js'
import { fetchRemoteFeatures } from './config.js'
import { fetchWallets } from './wallets.js'

function server(status: number, body: unknown) {
  const urls: URL[] = []
  const fetch = (async (url: string | URL | Request) => {
    urls.push(new URL(String(url)))
    return new Response(JSON.stringify(body), { status })
  }) as typeof globalThis.fetch
  return { context: { baseUrl: 'http://api.test', projectId: 'demo', fetch }, urls }
}

describe('the API client', () => {
  it('behavior: what fetchWallets sends is a query the server reads back as asked (the shared WalletsQuery)', async () => {
    const { context, urls } = server(200, { count: 0, data: [] })
    await fetchWallets(context, { page: 2, entries: 40, search: 'rain', include: ['a', 'b'], chains: ['eip155:1'] })
    const [url] = urls
    expect(url?.pathname).toBe('/getWallets')
    expect(z.parse(WalletsQuery, Object.fromEntries(url!.searchParams))).toEqual({
      projectId: 'demo',
      st: 'wallet-widget',
      sv: '0.1.0',
      page: 2,
      entries: 40,
      search: 'rain',
      include: ['a', 'b'],
      chains: ['eip155:1'],
    })
  })

  it('behavior: the project config answer is read with the contract; no features means none set', async () => {
    expect(await fetchRemoteFeatures(server(200, { features: { email: false } }).context)).toEqual({ email: false })
    expect(await fetchRemoteFeatures(server(200, { features: null }).context)).toEqual({})
  })

  it('error: an answer that breaks the contract is a 502, a refused call keeps its status', async () => {
    await expect(
      getJson(server(200, { features: { socials: ['myspace'] } }).context, ProjectConfigCall),
    ).rejects.toEqual(new ApiError(502, '/appkit/v1/config answered something unexpected'))
    await expect(
      getJson(server(403, { error: 'Invalid Project ID' }).context, ProjectConfigCall),
    ).rejects.toMatchObject({
      status: 403,
    })
  })
})
