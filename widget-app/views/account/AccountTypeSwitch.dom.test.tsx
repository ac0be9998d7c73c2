// @vitest-environment happy-dom
/** The email wallet's account-type switch in Account: smart account by default, the EOA on a click, and back. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import {
  type AccountType,
  type OperationResult,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
} from '../../../shared/protocol/secure-frame.js'
import { snapshot } from '../../state/app-state.js'
import { ANVIL_CHAIN_ID } from '../testing/fake-loader.js'
import { createFakeSecureFrame, EMAIL_ADDRESS, GOOD_OTP } from '../testing/fake-secure-frame.js'
import { advance, advanceUntil, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()

const SMART = '0x2222222222222222222222222222222222222222'

/** A frame whose user has a smart account beside the EOA; the smart account is active until switched. */
function smartAccountFrame() {
  const frame = createFakeSecureFrame()
  let active: AccountType = 'smartAccount'
  frame.handlers.getUser = ({ chainId }) => ({
    email: 'ada@example.com',
    address: active === 'smartAccount' ? SMART : EMAIL_ADDRESS,
    chainId: chainId ?? ANVIL_CHAIN_ID,
    accounts: [
      { address: SMART, type: 'smartAccount' },
      { address: EMAIL_ADDRESS, type: 'eoa' },
    ],
    preferredAccountType: active,
    smartAccountDeployed: false,
    smartAccountEnabledNetworks: [ANVIL_CHAIN_ID],
  })
  frame.handlers.setPreferredAccount = ({ type }) => {
    active = type
    return { type, address: type === 'smartAccount' ? SMART : EMAIL_ADDRESS }
  }
  return frame
}

async function signedInAccount() {
  const frame = smartAccountFrame()
  const rendered = await renderWidget({ secureFrame: frame })
  typeInto(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
  typeInto(screen.getByRole('textbox', { name: 'Code' }), GOOD_OTP)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  return { ...rendered, frame }
}

describe('AccountTypeSwitch', () => {
  it('behavior: the smart account is active after login; a click makes the EOA active (the site’s state follows), another makes the smart account active again', async () => {
    const { widget, frame } = await signedInAccount()
    const smart = screen.getByRole('button', { name: 'Smart account' })
    const eoa = screen.getByRole('button', { name: 'Key account (EOA)' })
    expect(smart.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('Created with its first transaction')).toBeTruthy()
    expect(snapshot(widget.store.get())).toMatchObject({
      address: SMART,
      accountType: 'smartAccount',
      smartAccountDeployed: false,
    })

    fireEvent.click(eoa)
    await advance()
    expect(frame.sent('setPreferredAccount')).toEqual([{ type: 'eoa' }])
    expect(eoa.getAttribute('aria-pressed')).toBe('true')
    expect(snapshot(widget.store.get())).toMatchObject({ address: EMAIL_ADDRESS, accountType: 'eoa' })

    fireEvent.click(screen.getByRole('button', { name: 'Smart account' }))
    await advance()
    expect(snapshot(widget.store.get())).toMatchObject({ address: SMART, accountType: 'smartAccount' })
  })

  it('behavior: the frame’s news of the first operation’s deployment reaches the switch and the site (stateChanged)', async () => {
    const { widget, frame, loader } = await signedInAccount()
    expect(screen.getByText('Created with its first transaction')).toBeTruthy()
    const user = frame.handlers.getUser!({}) as FrameUser
    frame.emit(userChanged({ ...user, smartAccountDeployed: true }))
    await advanceUntil(() => expect(screen.queryByText('Created with its first transaction')).toBeNull())
    expect(snapshot(widget.store.get())).toMatchObject({ address: SMART, smartAccountDeployed: true })
    // The balance read for the account is told with stateChanged too; the deployment is told once, and last.
    const told = loader.emitted.filter((event) => event.type === 'stateChanged').map((event) => event.state)
    expect(told.filter((state) => state.smartAccountDeployed === true)).toHaveLength(1)
    expect(told.at(-1)).toMatchObject({ smartAccountDeployed: true })
  })

  it('behavior: on a network without smart accounts the EOA is active and the switch is disabled, saying why; back on a network with them it works again', async () => {
    const { widget, frame, loader } = await signedInAccount()
    const user = frame.handlers.getUser!({}) as FrameUser
    frame.emit(
      userChanged({
        ...user,
        address: EMAIL_ADDRESS,
        chainId: 1,
        accounts: [{ address: EMAIL_ADDRESS, type: 'eoa' }],
        preferredAccountType: 'eoa',
      }),
    )
    await advanceUntil(() => screen.getByText('Smart accounts are not available on this network'))
    const smart = screen.getByRole('button', { name: 'Smart account' }) as HTMLButtonElement
    const eoa = screen.getByRole('button', { name: 'Key account (EOA)' }) as HTMLButtonElement
    expect([smart.disabled, eoa.disabled]).toEqual([true, true])
    expect(eoa.getAttribute('aria-pressed')).toBe('true')
    expect(snapshot(widget.store.get())).toMatchObject({ address: EMAIL_ADDRESS, accountType: 'eoa' })
    const accountNews = loader.emitted.filter((event) => event.type === 'accountChanged')
    expect(accountNews.at(-1)).toMatchObject({ state: { address: EMAIL_ADDRESS } })
    fireEvent.click(smart)
    await advance()
    expect(frame.sent('setPreferredAccount')).toEqual([])

    frame.emit(userChanged(user))
    await advanceUntil(() => expect(screen.queryByText('Smart accounts are not available on this network')).toBeNull())
    expect((screen.getByRole('button', { name: 'Smart account' }) as HTMLButtonElement).disabled).toBe(false)
    expect(snapshot(widget.store.get())).toMatchObject({ address: SMART, accountType: 'smartAccount' })
  })

  it('behavior: a project without smart accounts shows no switch', async () => {
    const frame = createFakeSecureFrame()
    const rendered = await renderWidget({ secureFrame: frame })
    typeInto(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    typeInto(screen.getByRole('textbox', { name: 'Code' }), GOOD_OTP)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    act(() => rendered.widget.api.open())
    await advanceUntil(() => screen.getByTestId('account-address'))
    expect(screen.queryByTestId('account-type')).toBeNull()
  })
})

type FrameUser = OperationResult<'getUser'>

const userChanged = (user: FrameUser) =>
  ({ ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, type: 'userChanged', user }) as const
