/**
 * The Bitcoin balance read from the deployment's balance API: the native row's decimal amount back in satoshis,
 * exactly; nothing held is 0; without the API or with an amount that is not one, the read fails naming why.
 */
import { describe, expect, it } from 'vitest'
import { BITCOIN_LOCAL_NETWORK_ID, BITCOIN_NETWORKS } from '../../../shared/bitcoin-networks.js'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import type { ApiContext } from '../../api/api-context.js'
import { readBitcoinBalance } from './balance.js'

const LOCAL = BITCOIN_NETWORKS.find((network) => network.caipNetworkId === BITCOIN_LOCAL_NETWORK_ID)!
const ADDRESS = 'rltc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelslm6ts'

function row(numeric: string, extra: Partial<Balance> = {}): Balance {
  return {
    name: 'Litecoin',
    symbol: 'LTC',
    chainId: BITCOIN_LOCAL_NETWORK_ID,
    price: 0,
    quantity: { decimals: '8', numeric },
    iconUrl: '',
    ...extra,
  }
}

/** An API whose balance call answers `balances`, recording the URLs asked. */
function api(balances: Balance[]): ApiContext & { asked: URL[] } {
  const asked: URL[] = []
  return {
    baseUrl: 'http://api.test',
    projectId: 'demo',
    asked,
    fetch: (async (input: string | URL | Request) => {
      asked.push(new URL(String(input)))
      return new Response(JSON.stringify({ balances }), { headers: { 'content-type': 'application/json' } })
    }) as typeof fetch,
  } as ApiContext & { asked: URL[] }
}

describe('readBitcoinBalance', () => {
  it('behavior: the native row in satoshis, exactly, asked for the address on the network', async () => {
    const context = api([row('1', { address: `${BITCOIN_LOCAL_NETWORK_ID}:token`, symbol: 'X' }), row('2.50000001')])
    expect(await readBitcoinBalance(context, LOCAL, ADDRESS)).toBe(250_000_001n)
    expect(context.asked[0]?.pathname).toBe(`/v1/account/${ADDRESS}/balance`)
    expect(context.asked[0]?.searchParams.get('chainId')).toBe(BITCOIN_LOCAL_NETWORK_ID)
  })

  it('behavior: an address that holds nothing has no row, and reads 0', async () => {
    expect(await readBitcoinBalance(api([]), LOCAL, ADDRESS)).toBe(0n)
  })

  it('error: without the API the read fails as no_balance_source; an amount finer than satoshis as invalid_balance', async () => {
    await expect(readBitcoinBalance(undefined, LOCAL, ADDRESS)).rejects.toMatchObject({ code: 'no_balance_source' })
    await expect(readBitcoinBalance(api([row('0.000000001')]), LOCAL, ADDRESS)).rejects.toMatchObject({
      code: 'invalid_balance',
    })
  })
})
