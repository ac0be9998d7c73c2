/**
 * Sign-in with the wallet through the real controller: the trigger after connecting, success,
 * failure, the cancel rules, the close control, the session kept across a reload and signing out
 * on disconnect (spec §4 "Sign-in"). The wallet signs for real (anvil's first key) and the
 * sessions API checks the message as the server does.
 */
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import { SIGN_IN_SESSIONS_KEY } from './sign-in-sessions.js'
import { fakeSessions, personalSign } from './testing/fake-sessions.js'
import { ADDRESS, connected, fakeApi, setup, SITE_ORIGIN, userRejected, WALLET } from './testing/widget-fakes.js'

const REQUIRED = { 'data-sign-in': 'required', 'data-sign-in-statement': 'Welcome to the shop' }
const OPTIONAL = { 'data-sign-in': 'optional' }

async function signInSetup(
  attributes: Record<string, string>,
  saved: Record<string, string> = {},
  server = fakeSessions(SITE_ORIGIN, fakeApi().fetch),
) {
  const context = setup({ attributes, saved, api: { fetch: server.fetch, asked: [] } })
  context.wallet.handlers.personal_sign = personalSign
  return { ...context, server }
}

async function connectedWithSignIn(
  attributes: Record<string, string>,
  saved?: Record<string, string>,
  server?: ReturnType<typeof fakeSessions>,
) {
  const context = await signInSetup(attributes, saved, server)
  context.widget.api.open()
  await context.widget.actions.connectWallet(WALLET.id)
  expect(context.widget.store.get().status).toBe('connected')
  await vi.waitFor(() => expect(context.view()).toBe('SignIn'))
  const signIn = context.widget.signIn.current()!
  return { ...context, signIn }
}

describe('sign-in with the wallet', () => {
  it('behavior: required sign-in opens after connecting; signing keeps the session, closes the modal and tells the site', async () => {
    const { widget, signIn, loader, server, storage } = await connectedWithSignIn(REQUIRED)
    expect(widget.store.get().open).toBe(true)
    await signIn.sign()
    expect(widget.store.get().open).toBe(false)
    expect(loader.emittedTypes()).toContain('signIn')
    const session = await widget.api.getSession()
    expect(session?.account).toBe(`eip155:31337:${ADDRESS}`)
    const fields = parseSiweMessage(session!.message)
    expect(fields).toMatchObject({
      domain: new URL(SITE_ORIGIN).host,
      uri: SITE_ORIGIN,
      chainId: 31337,
      address: ADDRESS,
      statement: 'Welcome to the shop',
      version: '1',
    })
    expect(server.calls).toEqual(['POST /v1/sessions/nonce', 'POST /v1/sessions'])
    // Kept with the site, with the secret that revokes it; the site's API never hands the secret out.
    expect(JSON.parse(storage.saved()[SIGN_IN_SESSIONS_KEY]!)).toEqual([
      expect.objectContaining({ id: session!.id, revokeSecret: expect.any(String) }),
    ])
    expect(session).not.toHaveProperty('revokeSecret')
  })

  it('behavior: when required, the close control does nothing on the sign-message view; when optional it closes', async () => {
    const required = await connectedWithSignIn(REQUIRED)
    required.widget.actions.close()
    expect([required.widget.store.get().open, required.view()]).toEqual([true, 'SignIn'])
    expect(required.signIn.blocksClose(required.widget.store.get())).toBe(true)
    const optional = await connectedWithSignIn(OPTIONAL)
    expect(optional.signIn.blocksClose(optional.widget.store.get())).toBe(false)
    optional.widget.actions.close()
    expect(optional.widget.store.get().open).toBe(false)
  })

  it('behavior: cancelling a required sign-in disconnects; an optional one only closes', async () => {
    const required = await connectedWithSignIn(REQUIRED)
    await required.signIn.cancel()
    expect(required.widget.store.get().status).toBe('disconnected')
    const optional = await connectedWithSignIn(OPTIONAL)
    await optional.signIn.cancel()
    expect(optional.widget.store.get()).toMatchObject({ status: 'connected', open: false })
    expect(await optional.widget.api.getSession()).toBeNull()
  })

  it('behavior: a session kept by the site is read back after a reload and asks for no sign-in; one the server dropped asks again', async () => {
    const first = await connectedWithSignIn(REQUIRED)
    await first.signIn.sign()
    const { id } = (await first.widget.api.getSession())!
    const reloaded = await signInSetup(REQUIRED, first.storage.saved(), first.server)
    await reloaded.widget.actions.connectWallet(WALLET.id)
    await vi.waitFor(async () => expect((await reloaded.widget.api.getSession())?.id).toBe(id))
    expect(reloaded.view()).not.toBe('SignIn')
    expect(reloaded.server.calls.filter((call) => call === `GET /v1/sessions/${id}`).length).toBeGreaterThan(0)

    first.server.drop(id)
    const again = await signInSetup(REQUIRED, first.storage.saved(), first.server)
    again.widget.api.open()
    await again.widget.actions.connectWallet(WALLET.id)
    await vi.waitFor(() => expect(again.view()).toBe('SignIn'))
    expect(again.storage.saved()[SIGN_IN_SESSIONS_KEY]).toBeUndefined()
  })

  it('behavior: disconnecting signs out: the session is revoked with its secret and the site hears signOut', async () => {
    const { widget, signIn, server, loader, storage } = await connectedWithSignIn(OPTIONAL)
    await signIn.sign()
    const { id } = (await widget.api.getSession())!
    await widget.actions.disconnect()
    await vi.waitFor(() => expect(server.sessions.get(id)?.revoked).toBe(true))
    expect(loader.emittedTypes()).toContain('signOut')
    expect(storage.saved()[SIGN_IN_SESSIONS_KEY]).toBeUndefined()
  })

  it("behavior: the site's signOut() revokes the session and forgets it; the wallet stays connected", async () => {
    const { widget, signIn, server, loader } = await connectedWithSignIn(OPTIONAL)
    await signIn.sign()
    const { id } = (await widget.api.getSession())!
    await widget.api.signOut()
    expect(server.sessions.get(id)?.revoked).toBe(true)
    expect(loader.emittedTypes().filter((type) => type === 'signOut')).toHaveLength(1)
    expect(await widget.api.getSession()).toBeNull()
    expect(widget.store.get().status).toBe('connected')
  })

  it("error: a signature the wallet refuses shows 'Error signing message' and stays on the sign-message view", async () => {
    const { widget, signIn, wallet } = await connectedWithSignIn(REQUIRED)
    wallet.handlers.personal_sign = () => {
      throw userRejected()
    }
    await signIn.sign()
    expect(widget.store.get().toast).toMatchObject({ variant: 'error', message: 'Error signing message' })
    expect(signIn.view.get().phase).toBe('failed')
    expect(widget.store.get().history.at(-1)?.name).toBe('SignIn')
    expect(await widget.api.getSession()).toBeNull()
  })

  it("behavior: the site's signIn() resolves with the session; refused when the visitor cancels; without data-sign-in nothing asks", async () => {
    const { widget, signIn } = await connectedWithSignIn(OPTIONAL)
    await signIn.cancel()
    const asked = widget.api.signIn()
    await vi.waitFor(() => expect(widget.store.get().open).toBe(true))
    await signIn.sign()
    await expect(asked).resolves.toMatchObject({ account: `eip155:31337:${ADDRESS}` })

    const other = await connectedWithSignIn(OPTIONAL)
    await other.signIn.cancel()
    const refused = other.widget.api.signIn()
    await vi.waitFor(() => expect(other.widget.store.get().open).toBe(true))
    await other.signIn.cancel()
    await expect(refused).rejects.toMatchObject({ code: 4001 })

    const plain = await connected()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(plain.view()).not.toBe('SignIn')
    await expect(plain.widget.api.signIn()).rejects.toThrow('SIWX is not enabled')
    expect(await plain.widget.api.getSession()).toBeNull()
  })
})
