/**
 * The widget seen from the email wallet's Solana account, against the real secure frame in this process:
 * its account fields name the Solana account and network, what it writes is the widget's own state, and
 * its wallet requests wait for the frame's approval of the Solana account.
 */
import { describe, expect, it, vi } from 'vitest'
import { until } from '../../secure-frame/testing/fakes.js'
import { encodeBase58 } from '../../shared/solana/encoding.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { emailSolanaWidget, sendsFromEmailSolana } from './email-solana-send.js'
import { emailWallet } from './testing/email-wallet.js'
import { ATTRIBUTES } from './testing/widget-fakes.js'

const WITH_SOLANA = { ...ATTRIBUTES, 'data-networks': `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}` }

async function withSolanaAccount() {
  const wallet = await emailWallet(WITH_SOLANA)
  await vi.waitFor(
    () => expect(wallet.widget.store.get().emailSolanaAddress ?? '').toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    { timeout: 10_000 },
  )
  return { ...wallet, pubkey: wallet.widget.store.get().emailSolanaAddress! }
}

describe("Send from the email wallet's Solana account", () => {
  it('behavior: seen from the Solana account, the address, namespace and network are its own; the EVM account stays active', async () => {
    const { widget, pubkey } = await withSolanaAccount()
    const seen = emailSolanaWidget(widget)
    expect(emailSolanaWidget(widget)).toBe(seen)
    expect(seen.store.get()).toMatchObject({ address: pubkey, chainNamespace: 'solana', status: 'connected' })
    expect(seen.store.get()).toBe(seen.store.get())
    expect(seen.activeNetwork()?.caipNetworkId).toBe(SOLANA_LOCAL_NETWORK_ID)
    expect(widget.store.get().chainNamespace).toBe('eip155')
    expect(widget.activeNetwork()?.caipNetworkId).toBe('eip155:31337')
    // Writes are the widget's: the history a send replaces is the one on screen.
    seen.store.set({
      history: [{ name: 'Account' }, { name: 'Send', data: { caipNetworkId: SOLANA_LOCAL_NETWORK_ID } }],
    })
    expect(widget.store.get().history.at(-1)?.name).toBe('Send')
    expect(sendsFromEmailSolana(widget.store.get())).toBe(true)
    widget.store.set({ history: [{ name: 'Account' }, { name: 'Send' }] })
    expect(sendsFromEmailSolana(widget.store.get())).toBe(false)
  })

  it("behavior: its wallet requests are the Solana account's, answered after the frame's approval", async () => {
    const { widget, approvalView, pubkey } = await withSolanaAccount()
    const reply = emailSolanaWidget(widget).walletRequest({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('send check')), pubkey },
    })
    await until(() => approvalView.current()?.request.subject.kind === 'solanaMessage')
    expect(approvalView.current()!.request.account).toBe(pubkey)
    approvalView.current()!.decide(true)
    expect(await reply).toMatchObject({ ok: true, result: { signature: expect.any(String) } })
  })

  it('error: once the email wallet is disconnected, seen from the Solana account nothing is connected and no Send is offered', async () => {
    const { widget } = await withSolanaAccount()
    await widget.api.disconnect()
    const seen = emailSolanaWidget(widget).store.get()
    expect(seen).toMatchObject({ status: 'disconnected', address: null })
    widget.store.set({ history: [{ name: 'Send', data: { caipNetworkId: SOLANA_LOCAL_NETWORK_ID } }] })
    expect(sendsFromEmailSolana(widget.store.get())).toBe(false)
  })
})
