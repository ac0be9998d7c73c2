import { describe, expect, it } from 'vitest'
import { AuthEndpoints } from '../../shared/contracts/auth.js'
import { createFakeAuthServer, GOOD_OTP } from './fake-auth-server.js'

const post = (fetch: ReturnType<typeof createFakeAuthServer>['fetch'], path: string, body: unknown) =>
  fetch(path, { method: 'POST', body: JSON.stringify(body) })

describe('fake auth server', () => {
  it('error: a bad body is answered 400 naming the field, as the server answers it', async () => {
    const { fetch } = createFakeAuthServer()
    const missing = await post(fetch, AuthEndpoints.startEmail.path, { projectId: 'demo' })
    expect([missing.status, await missing.json()]).toEqual([400, { error: 'email is required', field: 'email' }])
    const badCode = await post(fetch, AuthEndpoints.verifyOtp.path, { projectId: 'demo', email: 'a@b.co', otp: '12' })
    expect(await badCode.json()).toEqual({ error: 'otp must be the 6-digit code', field: 'otp' })
  })

  it('behavior: a sign-in reads the body as the server does (address lower-cased, spaces in the code dropped)', async () => {
    const { fetch, users } = createFakeAuthServer()
    const otp = `${GOOD_OTP.slice(0, 3)} ${GOOD_OTP.slice(3)}`
    const signedIn = await post(fetch, AuthEndpoints.verifyOtp.path, {
      projectId: 'demo',
      email: ' Ada@Example.com',
      otp,
    })
    expect(signedIn.status).toBe(200)
    expect([...users.keys()]).toEqual(['ada@example.com'])
  })

  it('error: a route outside the contract is a 404', async () => {
    const { fetch } = createFakeAuthServer()
    expect((await post(fetch, '/auth/v1/nothing', {})).status).toBe(404)
  })
})
