// @vitest-environment happy-dom
/**
 * The Send view for a Solana account: SOL and the SPL token of the balances, the base58 receiver rule
 * beside its field, the fee and the rent of a new token account from the node, and the send through
 * the wallet. The node and the wallet are fakes here (the state is tested on the local node in
 * namespaces/solana/send/solana-send.test.ts, the whole flow in e2e/solana.spec.ts).
 */
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import type { RpcRequest, RpcResult } from '../../../shared/protocol/loader-widget.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import type { SendRpc } from '../../namespaces/solana/send/token-program.js'
import type { ConfirmRpc } from '../../namespaces/solana/send/confirm.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

const MINT = '4rWi4mPUnp6UR5B9BESrqf3iLRYdt1g3HxpGrYqHhNrC'
const SENDER = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'
const RECEIVER = 'Dmx8pLufqjpggLgW4VfGaqpsgBaHjcfTzgdXuEcrrJrn'
const RENT = 2_039_280n
const requests: RpcRequest[] = []

const answer = (value: unknown) => ({ send: async () => value })
/** A node that knows the DUSD mint, has no token account for anyone, charges 5000 lamports and confirms at once. */
const fakeNode = {
  getLatestBlockhash: () => answer({ value: { blockhash: RECEIVER, lastValidBlockHeight: 100n } }),
  getFeeForMessage: () => answer({ value: 5_000n }),
  getAccountInfo: (address: string) => answer({ value: address === MINT ? { owner: TOKEN_PROGRAM_ADDRESS } : null }),
  getMinimumBalanceForRentExemption: () => answer(RENT),
  getSignatureStatuses: () => answer({ value: [{ confirmationStatus: 'confirmed', err: null }] }),
  getBlockHeight: () => answer(1n),
} as unknown as SendRpc & ConfirmRpc

vi.mock('../../namespaces/solana/send/solana-send-of.js', async (original) => {
  const actual = await original<typeof import('../../namespaces/solana/send/solana-send-of.js')>()
  const { createSolanaSend } = await import('../../namespaces/solana/send/solana-send.js')
  const { oncePerWidget } = await import('../../state/once-per-widget.js')
  return {
    ...actual,
    solanaSendOf: oncePerWidget((widget: import('../../state/widget.js').Widget) =>
      createSolanaSend({
        app: widget.store,
        network: widget.activeNetwork,
        walletRequest: async (request): Promise<RpcResult> => {
          requests.push(request)
          return { ok: true, result: { signature: '5'.repeat(88) } }
        },
        lamports: () => 2_000_000_000n,
        reloadBalances: () => undefined,
        notLanded: () => undefined,
        locale: () => 'en',
        rpc: () => fakeNode,
      }),
    ),
  }
})

useViewTestHooks()

const BALANCES: Balance[] = [
  {
    name: 'Demo USD',
    symbol: 'DUSD',
    chainId: SOLANA_LOCAL_NETWORK_ID,
    address: `${SOLANA_LOCAL_NETWORK_ID}:${MINT}`,
    price: 1,
    quantity: { decimals: '6', numeric: '1000' },
    iconUrl: '',
  },
  {
    name: 'Solana',
    symbol: 'SOL',
    chainId: SOLANA_LOCAL_NETWORK_ID,
    price: 0,
    quantity: { decimals: '9', numeric: '2' },
    iconUrl: '',
  },
]

/** A connected Solana account on Send. */
async function solanaSendView() {
  const rendered = await renderWidget({ attributes: { 'data-networks': SOLANA_LOCAL_NETWORK_ID } })
  rendered.api.answerChainData.balance = async () => ({ balances: BALANCES })
  act(() =>
    rendered.widget.store.set({
      status: 'connected',
      address: SENDER,
      chainNamespace: 'solana',
      chainId: SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length),
      history: [{ name: 'Account' }, { name: 'Send' }],
    }),
  )
  await advance(1000)
  await vi.waitFor(async () => {
    await advance(50)
    expect(screen.getAllByRole('option')).toHaveLength(2)
  })
  return rendered
}

/** Lets answers that come from outside the fake clock (WebCrypto) reach the screen. */
async function until(check: () => void): Promise<void> {
  await vi.waitFor(async () => {
    await advance(50)
    check()
  })
}

describe('Send view for a Solana account', () => {
  it('behavior: SOL first, then DUSD by its mint; a receiver that is not base58 is named beside its field', async () => {
    await solanaSendView()
    const picker = (await screen.findByLabelText('Token')) as HTMLSelectElement
    expect([...picker.options].map((option) => option.textContent)).toEqual(['SOL', 'DUSD · Demo USD'])
    expect(picker.value).toBe('native:SOL')
    typeInto(screen.getByLabelText('Receiver address'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await advance()
    expect(screen.getByTestId('send-receiver-error').textContent).toBe(
      'Enter a valid Solana address: 32 to 44 base58 characters',
    )
  })

  it('behavior: DUSD to an address without a token account shows the fee and the rent; Send goes to the wallet and Account returns', async () => {
    const { widget } = await solanaSendView()
    const picker = (await screen.findByLabelText('Token')) as HTMLSelectElement
    fireEvent.input(picker, { target: { value: MINT } })
    typeInto(screen.getByLabelText('Amount'), '2.5')
    typeInto(screen.getByLabelText('Receiver address'), RECEIVER)
    await until(() => expect(screen.getByTestId('send-fee').textContent).toBe('Network fee0.000005 SOL'))
    expect(screen.getByTestId('send-account-rent').textContent).toBe(
      "Includes 0.00203928 SOL for the receiver's new token account",
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await until(() => expect(requests).toHaveLength(1))
    expect(requests).toEqual([
      { method: 'solana_signAndSendTransaction', params: { transaction: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) } },
    ])
    expect(widget.store.get().history.at(-1)?.name).toBe('Account')
  })
})
