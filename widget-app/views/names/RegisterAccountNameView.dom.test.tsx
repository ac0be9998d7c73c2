// @vitest-environment happy-dom
/**
 * The account-name views with the keyboard and a screen reader: Account's "Choose a name", the
 * labelled field with the rules announced as the user types, suggestions as buttons, a
 * registration signed by the wallet, the failure with the API's reason, and the name in Account.
 */
import { act, fireEvent, screen } from '@testing-library/preact'
import { hexToString } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { NAME_LOOKUP_DELAY_MS } from '../../state/names.js'
import { ADDRESS } from '../testing/fake-loader.js'
import { advance, pressEnter, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()

// The fake wallet's account is anvil's first: its key signs for real.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

interface ProfileApi {
  registered: Map<string, string>
  posts: { message: string; signature: string; coin_type: number }[]
  refuse: string | null
}

/** The profile API over the view tests' fake API: names kept in memory, `taken-name` already registered. */
function withProfileApi(profile: ProfileApi) {
  return (inner: typeof fetch): typeof fetch =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      const path = decodeURIComponent(url.pathname)
      const suggestion = /^\/v1\/profile\/suggestions\/(.+)$/.exec(path)?.[1]
      if (suggestion) {
        const taken = suggestion === 'taken-name' || profile.registered.has(`${suggestion}.wallet.test`)
        const others = taken ? [{ name: `${suggestion}7.wallet.test`, registered: false }] : []
        return json({ suggestions: [{ name: `${suggestion}.wallet.test`, registered: taken }, ...others] })
      }
      if (path === '/v1/profile/account' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body))
        profile.posts.push(body)
        if (profile.refuse)
          return json(
            {
              error: profile.refuse,
              code: 'NAME_TAKEN',
              status: 'ERROR',
              reasons: [{ name: 'NAME_TAKEN', description: profile.refuse }],
            },
            409,
          )
        profile.registered.set(JSON.parse(body.message).name, body.address)
        return json({ success: true })
      }
      const identity = /^\/v1\/identity\/(.+)$/.exec(path)?.[1]
      if (identity) {
        const name = [...profile.registered].find(([, address]) => address.toLowerCase() === identity.toLowerCase())
        return json({ name: name?.[0] ?? null, avatar: null })
      }
      return inner(input, init)
    }) as typeof fetch
}

async function accountView(refuse: string | null = null) {
  const profile: ProfileApi = { registered: new Map(), posts: [], refuse }
  const rendered = await renderWidget({ wrapFetch: withProfileApi(profile) })
  rendered.loader.handlers.personal_sign = async (params) => {
    const [data] = params as [`0x${string}`]
    return account.signMessage({ message: { raw: data } })
  }
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance(1000)
  return { ...rendered, profile }
}

async function nameForm(refuse: string | null = null) {
  const rendered = await accountView(refuse)
  fireEvent.click(screen.getByRole('button', { name: 'Choose a name' }))
  await advance(1000)
  return rendered
}

describe('account-name views', () => {
  it('behavior: the rules are announced on the labelled field as the user types, then whether the name is free', async () => {
    await nameForm()
    expect(screen.getByRole('heading', { name: 'Choose a Name' })).toBeTruthy()
    const field = screen.getByLabelText('Name') as HTMLInputElement
    const status = document.getElementById('name-status')!
    expect(field.getAttribute('aria-describedby')).toContain('name-status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    typeInto(field, 'al_')
    await advance()
    expect(status.textContent).toBe('Use only letters, digits and hyphens')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    typeInto(field, 'ali')
    await advance()
    expect(status.textContent).toBe('Use at least 4 characters')
    typeInto(field, 'alice-doe')
    await advance(NAME_LOOKUP_DELAY_MS)
    expect(status.textContent).toBe('alice-doe.wallet.test is available')
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })

  it('behavior: a taken name offers free names as buttons; one chosen fills the field', async () => {
    await nameForm()
    typeInto(screen.getByLabelText('Name'), 'taken-name')
    await advance(NAME_LOOKUP_DELAY_MS)
    expect(screen.getByTestId('name-status').textContent).toBe('taken-name.wallet.test is already taken')
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)
    const group = screen.getByRole('region', { name: 'Available instead' })
    fireEvent.click(screen.getByRole('button', { name: 'taken-name7.wallet.test' }))
    await advance()
    expect(group.isConnected).toBe(false)
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('taken-name7')
    expect(screen.getByTestId('name-status').textContent).toBe('taken-name7.wallet.test is available')
  })

  it('behavior: Enter registers the name with the wallet’s signature; the success view, then Account shows the name', async () => {
    const { profile, loader } = await nameForm()
    const field = screen.getByLabelText('Name') as HTMLInputElement
    typeInto(field, 'alice-doe')
    await advance(NAME_LOOKUP_DELAY_MS)
    pressEnter(field)
    await advance(1000)
    const signed = loader.requests.find((request) => request.method === 'personal_sign')!
    expect(JSON.parse(hexToString((signed.params as [`0x${string}`])[0]))).toMatchObject({
      name: 'alice-doe.wallet.test',
      attributes: {},
    })
    expect(profile.posts[0]).toMatchObject({ address: ADDRESS, coin_type: 0x80000000 + 31337 })
    expect(screen.getByRole('heading', { name: 'Name Registered' })).toBeTruthy()
    expect(screen.getByTestId('name-success').querySelector('[role="status"]')!.textContent).toBe(
      "alice-doe.wallet.test is now your account's name",
    )
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await advance(1000)
    expect(screen.getByTestId('account-name').textContent).toBe('alice-doe.wallet.test')
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it("error: a refused registration returns to the form with 'Error registering name {name}' and the API's reason", async () => {
    await nameForm('alice-doe.wallet.test is taken')
    typeInto(screen.getByLabelText('Name'), 'alice-doe')
    await advance(NAME_LOOKUP_DELAY_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    await advance(1000)
    const alert = screen.getByRole('alert')
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Error registering name alice-doe.wallet.test',
      'alice-doe.wallet.test is taken',
    ])
    expect(screen.getByRole('heading', { name: 'Choose a Name' })).toBeTruthy()
  })
})
