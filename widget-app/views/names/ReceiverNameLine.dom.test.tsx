// @vitest-environment happy-dom
/** Send's receiver accepts a registered name: the resolved address is shown under the field and the transaction goes there. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import { NAME_LOOKUP_DELAY_MS } from '../../state/names.js'
import { ADDRESS } from '../testing/fake-loader.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

vi.mock('../../namespaces/eip155/send-reads.js', () => ({
  estimateEvmGas: async () => ({ gas: 21_000n, fees: { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1n } }),
  readEvmReceipt: async () => 'success',
}))

useViewTestHooks()

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHER: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 2000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'http://api.test/public/getTokenImage/ETH',
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** `bob-name.wallet.test` is registered to bob; `.eth` names are outside the deployment's zones. */
const profileApi =
  (inner: typeof fetch): typeof fetch =>
  async (input, init) => {
    const path = decodeURIComponent(new URL(String(input)).pathname)
    const name = /^\/v1\/profile\/account\/(.+)$/.exec(path)?.[1]
    if (name === 'bob-name.wallet.test')
      return json({
        name,
        registered_at: '2026-11-27T09:00:00.000Z',
        addresses: { '60': { address: bob, created: '2026-11-27T09:00:00.000Z' } },
        attributes: [],
      })
    if (name?.endsWith('.wallet.test')) {
      const description = `${name} is not registered`
      return json(
        { error: description, code: 'NAME_NOT_FOUND', status: 'ERROR', reasons: [{ name, description }] },
        404,
      )
    }
    if (name) {
      const description = 'The name must end in one of: wallet.test'
      return json({ error: description, code: 'UNKNOWN_ZONE', status: 'ERROR', reasons: [{ name, description }] }, 400)
    }
    return inner(input, init)
  }

async function sendView() {
  const rendered = await renderWidget({ wrapFetch: profileApi })
  rendered.api.answerChainData.balance = async () => ({ balances: [ETHER] })
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  fireEvent.click(screen.getByTestId('send-button'))
  await advance(1000)
  return rendered
}

describe('a name as Send receiver', () => {
  it('behavior: a registered name shows its address under the field and the transaction goes to it', async () => {
    const { loader } = await sendView()
    loader.handlers.eth_sendTransaction = async () => `0x${'cd'.repeat(32)}`
    typeInto(screen.getByLabelText('Amount'), '0.1')
    typeInto(screen.getByLabelText('Receiver address'), 'Bob-Name.wallet.test')
    await advance()
    const line = screen.getByTestId('send-receiver-name')
    expect(line.textContent).toBe('Looking up the name…')
    expect(screen.getByTestId('send-receiver-error').textContent).toBe('')
    await advance(NAME_LOOKUP_DELAY_MS)
    expect(line.textContent).toBe(`Sends to ${bob}`)
    expect(line.getAttribute('aria-live')).toBe('polite')
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await advance()
    const sent = loader.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent[0]!.params).toEqual([expect.objectContaining({ from: ADDRESS, to: bob, value: '0x16345785d8a0000' })])
  })

  it('error: a free name says it is not registered, and Send refuses the receiver', async () => {
    const { loader } = await sendView()
    typeInto(screen.getByLabelText('Amount'), '0.1')
    typeInto(screen.getByLabelText('Receiver address'), 'nobody.wallet.test')
    await advance(NAME_LOOKUP_DELAY_MS)
    expect(screen.getByTestId('send-receiver-name').textContent).toBe('nobody.wallet.test is not registered')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await advance()
    expect(screen.getByLabelText('Receiver address').getAttribute('aria-invalid')).toBe('true')
    expect(loader.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  })

  it("error: a name outside the deployment's zones is 'Error resolving name'", async () => {
    await sendView()
    typeInto(screen.getByLabelText('Receiver address'), 'alice.eth')
    await advance(NAME_LOOKUP_DELAY_MS)
    expect(screen.getByTestId('send-receiver-name').textContent).toBe('Error resolving name')
  })
})
