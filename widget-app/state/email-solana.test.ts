/**
 * The email wallet's Solana account in the widget, against the real secure frame in this process: a
 * site with a Solana network gets the account on its Solana provider, and a message it asks to sign
 * waits for the frame's approval and comes back signed by that account's key.
 */
import { getBase58Encoder, verifySignature } from '@solana/kit'
import { describe, expect, it, vi } from 'vitest'
import { until } from '../../secure-frame/testing/fakes.js'
import { SOLANA_LOCAL_NAME, SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { encodeBase58 } from '../../shared/solana/encoding.js'
import { emailWallet } from './testing/email-wallet.js'
import { ATTRIBUTES } from './testing/widget-fakes.js'

const WITH_SOLANA = { ...ATTRIBUTES, 'data-networks': `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}` }

async function solanaAccount(widget: Awaited<ReturnType<typeof emailWallet>>['widget']): Promise<string> {
  let pubkey = ''
  await vi.waitFor(async () => {
    const reply = await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')
    const result = (reply as { ok: true; result: { pubkey: string }[] }).result
    expect(result).toHaveLength(1)
    pubkey = result[0]!.pubkey
  })
  return pubkey
}

describe("the email wallet's Solana account", () => {
  it("behavior: a site with a Solana network sees the account, and the site's signMessage waits for the frame's approval", async () => {
    const { widget, loader, approvalView } = await emailWallet(WITH_SOLANA)
    const pubkey = await solanaAccount(widget)
    expect(pubkey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(loader.providerEvents).toContainEqual(['accountsChanged', [pubkey]])

    const message = new TextEncoder().encode('hello from the site')
    const reply = widget.api.providerRequest(
      { method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey } },
      'solana',
    )
    await until(() => approvalView.current()?.request.subject.kind === 'solanaMessage')
    const shown = approvalView.current()!
    expect(shown.request).toMatchObject({
      account: pubkey,
      chain: { name: SOLANA_LOCAL_NAME },
      subject: { text: 'hello from the site', isText: true },
    })
    shown.decide(true)
    const answer = await reply
    expect(answer.ok).toBe(true)
    const { signature } = (answer as { ok: true; result: { signature: string } }).result
    const key = await crypto.subtle.importKey('raw', getBase58Encoder().encode(pubkey), 'Ed25519', true, ['verify'])
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as never, message)).toBe(true)
  })

  it('error: a message the user rejects in the frame answers the site 4001', async () => {
    const { widget, approvalView } = await emailWallet(WITH_SOLANA)
    const pubkey = await solanaAccount(widget)
    const reply = widget.api.providerRequest(
      { method: 'solana_signMessage', params: { message: encodeBase58(new Uint8Array([1, 2])), pubkey } },
      'solana',
    )
    await until(() => approvalView.current()?.request.subject.kind === 'solanaMessage')
    approvalView.current()!.decide(false)
    expect(await reply).toMatchObject({ ok: false, error: { code: 4001 } })
  })

  it('behavior: once the email wallet is disconnected the site has no Solana account any more', async () => {
    const { widget, loader } = await emailWallet(WITH_SOLANA)
    await solanaAccount(widget)
    await widget.api.disconnect()
    expect(await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')).toEqual({
      ok: true,
      result: [],
    })
    expect(loader.providerEvents).toContainEqual(['accountsChanged', []])
  })
})
