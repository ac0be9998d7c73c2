// @vitest-environment happy-dom
/** Send's fee line while the email wallet's smart account is active on a sponsored network: "Sponsored", not ETH. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import {
  type OperationResult,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
} from '../../../shared/protocol/secure-frame.js'
import { ANVIL_CHAIN_ID } from '../testing/fake-loader.js'
import { createFakeSecureFrame, EMAIL_ADDRESS, GOOD_OTP } from '../testing/fake-secure-frame.js'
import { advance, advanceUntil, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

vi.mock('../../namespaces/eip155/send-reads.js', () => ({
  estimateEvmGas: async () => ({ gas: 21_000n, fees: { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1n } }),
  readEvmReceipt: async () => 'success',
}))

useViewTestHooks()

const SMART = '0x2222222222222222222222222222222222222222'
const BALANCES: Balance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: `eip155:${ANVIL_CHAIN_ID}`,
    price: 2000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: 'http://api.test/public/getTokenImage/ETH',
  },
]

const smartUser = (): OperationResult<'getUser'> => ({
  email: 'ada@example.com',
  address: SMART,
  chainId: ANVIL_CHAIN_ID,
  accounts: [
    { address: SMART, type: 'smartAccount' },
    { address: EMAIL_ADDRESS, type: 'eoa' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: true,
  smartAccountEnabledNetworks: [ANVIL_CHAIN_ID],
})

async function sendWithSmartAccount() {
  const frame = createFakeSecureFrame()
  frame.handlers.getUser = () => smartUser()
  const rendered = await renderWidget({ secureFrame: frame })
  rendered.api.answerChainData.balance = async () => ({ balances: BALANCES })
  typeInto(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
  typeInto(screen.getByRole('textbox', { name: 'Code' }), GOOD_OTP)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advanceUntil(() => screen.getByTestId('send-button'))
  fireEvent.click(screen.getByTestId('send-button'))
  await advanceUntil(() => screen.getByTestId('send-fee'))
  return { ...rendered, frame }
}

describe('Send’s fee line with the smart account', () => {
  it('behavior: the fee reads "Sponsored" while the smart account is active; with the EOA active it is the ETH fee again', async () => {
    const { frame } = await sendWithSmartAccount()
    await advance(1000)
    const fee = screen.getByTestId('send-fee')
    expect(fee.textContent).toBe('Network feeSponsored')
    expect(fee.getAttribute('data-sponsored')).toBe('true')
    expect(fee.getAttribute('data-wei')).toBeNull()

    frame.emit({
      ns: SECURE_FRAME_NAMESPACE,
      v: SECURE_FRAME_PROTOCOL_VERSION,
      type: 'userChanged',
      user: { ...smartUser(), address: EMAIL_ADDRESS, preferredAccountType: 'eoa' },
    })
    await advanceUntil(() => expect(screen.getByTestId('send-fee').textContent).not.toContain('Sponsored'))
    // The EOA's balances load afresh before the form is back.
    await advanceUntil(() => screen.getByLabelText('Amount'))
    typeInto(screen.getByLabelText('Amount'), '0.1')
    await advance(1000)
    expect(screen.getByTestId('send-fee').textContent).toBe('Network fee0.000042 ETH (≈ $0.084)')
    expect(screen.getByTestId('send-fee').getAttribute('data-sponsored')).toBeNull()
  })
})
