// @vitest-environment happy-dom
/**
 * Networks with the email wallet on a site with an EVM and a Solana network: choosing the Solana network makes
 * the email wallet's Solana account the active one (state, getState(), the site's providers), choosing the EVM
 * network makes its EVM account active again; with several connections at once or without.
 */
import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletEventName } from '../../shared/protocol/loader-widget.js'
import { encodeBase58 } from '../../shared/solana/encoding.js'
import { SOLANA_DEVNET_NETWORK_ID, SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { snapshot } from '../state/app-state.js'
import { BROWSER_WALLET } from './testing/fake-loader.js'
import { createFakeSecureFrame, EMAIL_ADDRESS, GOOD_OTP } from './testing/fake-secure-frame.js'
import { advance, advanceUntil, renderWidget, typeInto, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

/** Solana Local's (and Devnet's) node as the Solana account's balance read reaches it: 2.5 SOL, slot 7. */
beforeEach(() => {
  const fetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const solanaNode = ['http://127.0.0.1:8899', 'https://api.devnet.solana.com'].some((node) =>
      String(input).startsWith(node),
    )
    if (!solanaNode) return fetch(input, init)
    const { id, method } = JSON.parse(String(init?.body))
    const result = method === 'getBalance' ? { context: { slot: 7 }, value: 2_500_000_000 } : 7
    return Response.json({ jsonrpc: '2.0', id, result })
  })
})
afterEach(() => vi.restoreAllMocks())

const SOLANA_ACCOUNT = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'
const REFERENCE = SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length)

/** A signature as the frame gives it: 64 bytes in base58. */
const SIGNATURE = encodeBase58(new Uint8Array(64).fill(7))

/**
 * The email wallet signed in on a site with Anvil Local and Solana Local (or `networks`); its frame has a
 * Solana account and signs messages. Each `solana_*` request the frame received is in `frameRequests`.
 */
async function emailWithSolana(multiWallet: boolean, networks = `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}`) {
  const frame = createFakeSecureFrame()
  const evmAnswers = frame.handlers.rpcRequest!
  const frameRequests: { method: string; params?: unknown }[] = []
  frame.handlers.rpcRequest = (payload) => {
    if (!payload.method.startsWith('solana_')) return evmAnswers(payload)
    frameRequests.push(payload)
    return { result: payload.method === 'solana_getAccounts' ? [{ pubkey: SOLANA_ACCOUNT }] : { signature: SIGNATURE } }
  }
  const rendered = await renderWidget({
    secureFrame: frame,
    attributes: {
      'data-networks': networks,
      ...(multiWallet && { 'data-multi-wallet': 'true' }),
    },
    wrapFetch: (fetch) => async (input, init) => {
      if (new URL(String(input)).pathname === '/appkit/v1/config') return Response.json({ features: { multiWallet } })
      return fetch(input, init)
    },
  })
  // Each provider event with the namespace whose provider hears it.
  const heard: [string, WalletEventName, unknown][] = []
  rendered.loader.loader.providerEvent = (event, data, namespace) => void heard.push([namespace, event, data])
  typeInto(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
  typeInto(screen.getByRole('textbox', { name: 'Code' }), GOOD_OTP)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  const { widget } = rendered
  await advanceUntil(() => expect(widget.store.get().emailSolanaAddress).toBe(SOLANA_ACCOUNT))
  return { ...rendered, heard, frameRequests }
}

async function chooseOnNetworks(widget: Awaited<ReturnType<typeof emailWithSolana>>['widget'], name: RegExp) {
  act(() => widget.api.open({ view: 'Networks' }))
  await advance()
  fireEvent.click(screen.getByRole('button', { name }))
  await advanceUntil(() => expect(widget.store.get().history.at(-1)?.name).toBe('Account'))
}

const siteAccounts = async (widget: Awaited<ReturnType<typeof emailWithSolana>>['widget'], namespace: string) => {
  const method = namespace === 'solana' ? 'solana_getAccounts' : 'eth_accounts'
  const reply = await widget.api.providerRequest({ method }, namespace)
  return (reply as { ok: true; result: unknown }).result
}

describe.each([false, true])('Networks with the email wallet (several connections: %s)', (multiWallet) => {
  it('behavior: the Solana network makes the Solana account active; the EVM network brings the EVM account back', async () => {
    const { widget, heard } = await emailWithSolana(multiWallet)
    expect(widget.store.get()).toMatchObject({ chainNamespace: 'eip155', address: EMAIL_ADDRESS })

    await chooseOnNetworks(widget, /Solana Local/)
    expect(widget.store.get()).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      chainNamespace: 'solana',
      address: SOLANA_ACCOUNT,
      chainId: REFERENCE,
    })
    expect(snapshot(widget.store.get())).toMatchObject({
      caipAddress: `${SOLANA_LOCAL_NETWORK_ID}:${SOLANA_ACCOUNT}`,
      caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
      networkSupported: true,
      accountType: 'eoa',
      smartAccountDeployed: null,
      accounts: { solana: { active: true, address: SOLANA_ACCOUNT } },
    })
    // Account shows the Solana account's own balance, read from its network.
    await advanceUntil(() => expect(screen.getByTestId('account-balance').getAttribute('data-wei')).toBe('2500000000'))
    // Never SwitchActiveChain: the email wallet has a connection on Solana.
    expect(widget.store.get().history.map((view) => view.name)).not.toContain('SwitchActiveChain')
    // The EVM provider has no account any more; the Solana provider has the email wallet's.
    expect(heard).toContainEqual(['eip155', 'accountsChanged', []])
    expect(heard.at(-1)).toEqual(['solana', 'accountsChanged', [SOLANA_ACCOUNT]])
    expect(await siteAccounts(widget, 'eip155')).toEqual([])
    expect(await siteAccounts(widget, 'solana')).toEqual([{ pubkey: SOLANA_ACCOUNT }])
    // Networks marks the Solana network as the current one and still offers the EVM one.
    act(() => widget.api.open({ view: 'Networks' }))
    await advance()
    expect(screen.getByRole('button', { name: /Solana Local/ }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: /Anvil Local/ }).getAttribute('aria-current')).toBeNull()

    heard.length = 0
    await chooseOnNetworks(widget, /Anvil Local/)
    expect(widget.store.get()).toMatchObject({ chainNamespace: 'eip155', address: EMAIL_ADDRESS, chainId: 31337 })
    expect(snapshot(widget.store.get())).toMatchObject({ caipAddress: `eip155:31337:${EMAIL_ADDRESS}` })
    expect(heard).toContainEqual(['eip155', 'accountsChanged', [EMAIL_ADDRESS]])
    expect(heard.filter(([namespace]) => namespace === 'solana')).toEqual([])
    expect(await siteAccounts(widget, 'eip155')).toEqual([EMAIL_ADDRESS])
    expect(await siteAccounts(widget, 'solana')).toEqual([{ pubkey: SOLANA_ACCOUNT }])
  })

  it('behavior: disconnecting while the Solana account is active ends both accounts for the site', async () => {
    const { widget, heard } = await emailWithSolana(multiWallet)
    await chooseOnNetworks(widget, /Solana Local/)
    await act(() => widget.actions.disconnect())
    await advance()
    expect(widget.store.get()).toMatchObject({ status: 'disconnected', address: null, emailSolanaAddress: null })
    expect(heard).toContainEqual(['solana', 'accountsChanged', []])
    expect(await siteAccounts(widget, 'solana')).toEqual([])
    expect(await siteAccounts(widget, 'eip155')).toEqual([])
  })
})

describe('Networks with the email wallet and two Solana networks', () => {
  it('behavior: the Solana account active on the second Solana network is on it for getState(), events and signing', async () => {
    const networks = `eip155:31337,${SOLANA_LOCAL_NETWORK_ID},${SOLANA_DEVNET_NETWORK_ID}`
    const { widget, heard, frameRequests, loader } = await emailWithSolana(false, networks)
    await chooseOnNetworks(widget, /Solana Devnet/)
    expect(snapshot(widget.store.get())).toMatchObject({
      caipNetworkId: SOLANA_DEVNET_NETWORK_ID,
      caipAddress: `${SOLANA_DEVNET_NETWORK_ID}:${SOLANA_ACCOUNT}`,
    })
    expect(loader.emitted.at(-1)?.state).toMatchObject({ caipNetworkId: SOLANA_DEVNET_NETWORK_ID })
    expect(heard).toContainEqual(['solana', 'connect', { chainId: SOLANA_DEVNET_NETWORK_ID }])

    // The site's Solana provider signs on the chosen network.
    const message = encodeBase58(new TextEncoder().encode('hello'))
    const reply = await widget.api.providerRequest({ method: 'solana_signMessage', params: { message } }, 'solana')
    expect(reply).toEqual({ ok: true, result: { signature: SIGNATURE } })
    expect(frameRequests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      params: { pubkey: SOLANA_ACCOUNT, network: SOLANA_DEVNET_NETWORK_ID },
    })

    // Back to the first Solana network: the site's Solana provider hears the chain change, and signs there.
    heard.length = 0
    await chooseOnNetworks(widget, /Solana Local/)
    expect(snapshot(widget.store.get()).caipNetworkId).toBe(SOLANA_LOCAL_NETWORK_ID)
    expect(heard).toContainEqual(['solana', 'chainChanged', SOLANA_LOCAL_NETWORK_ID])
    expect(heard.filter(([namespace]) => namespace === 'eip155')).toEqual([])
    await widget.api.providerRequest({ method: 'solana_signMessage', params: { message } }, 'solana')
    expect(frameRequests.at(-1)).toMatchObject({ params: { network: SOLANA_LOCAL_NETWORK_ID } })
  })
})

describe('Networks with the email wallet among several connections', () => {
  it('behavior: left for another wallet while its Solana account was active, the email wallet comes back as that account', async () => {
    const { widget, heard } = await emailWithSolana(true)
    await chooseOnNetworks(widget, /Solana Local/)
    // Another wallet connected and active: the email wallet stays, listed with its Solana account.
    act(() => widget.api.open({ view: 'Connect' }))
    await act(() => widget.actions.connectWallet(BROWSER_WALLET.id))
    expect(widget.store.get()).toMatchObject({ connectorId: BROWSER_WALLET.rdns, chainNamespace: 'eip155' })
    expect(widget.store.get().connections.map(({ connectorId }) => connectorId)).toContain('auth')

    heard.length = 0
    act(() => widget.api.open())
    await advance()
    act(() => widget.actions.push({ name: 'ProfileWallets' }))
    await advanceUntil(() => screen.getByTestId('profile-wallets'))
    const back = screen.getAllByRole('button', { name: /^Switch to / })
    expect(back).toHaveLength(1)
    fireEvent.click(back[0]!)
    await advanceUntil(() => expect(widget.store.get().connectorId).toBe('auth'))
    expect(widget.store.get()).toMatchObject({
      chainNamespace: 'solana',
      address: SOLANA_ACCOUNT,
      chainId: REFERENCE,
      userEmail: 'ada@example.com',
    })
    expect(snapshot(widget.store.get())).toMatchObject({
      caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
      accountType: 'eoa',
      accounts: {
        solana: { active: true, address: SOLANA_ACCOUNT, connectorId: 'auth' },
        eip155: { active: false, connectorId: BROWSER_WALLET.rdns },
      },
    })
    expect(heard).toContainEqual(['solana', 'accountsChanged', [SOLANA_ACCOUNT]])
    await advanceUntil(async () => expect(await siteAccounts(widget, 'solana')).toEqual([{ pubkey: SOLANA_ACCOUNT }]))

    // Its EVM account is still the one to go back to on an EVM network.
    await chooseOnNetworks(widget, /Anvil Local/)
    expect(widget.store.get()).toMatchObject({ connectorId: 'auth', chainNamespace: 'eip155', address: EMAIL_ADDRESS })
  })
})
