import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMailCatcher, type CaughtMessage, type MailCatcher } from './catcher.js'
import { createMailer, type Mailer } from '../../server/mail/mailer.js'

describe('mail catcher and mailer', () => {
  let catcher: MailCatcher
  let mailer: Mailer

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
    mailer = createMailer({
      smtp: { host: '127.0.0.1', port: catcher.smtpPort },
      from: 'Wallet <no-reply@wallet.test>',
    })
  })
  afterAll(async () => {
    mailer?.close()
    await catcher?.stop()
  })
  beforeEach(() => catcher.clear())

  it('behavior: the code mail arrives over SMTP with the code in the subject, the text and the HTML', async () => {
    await mailer.sendLoginCode({ to: 'Ann@Example.com', code: '012345', expiresInMinutes: 10 })
    const message = await catcher.waitForMessage({ to: 'ann@example.com' })
    expect(message).toMatchObject({
      to: ['ann@example.com'],
      from: '"Wallet" <no-reply@wallet.test>',
      subject: 'Your code is 012345',
    })
    expect(message.text).toContain('Your code is 012345')
    expect(message.text).toContain('10 minutes')
    expect(message.html).toContain('<p>Your code is 012345</p>')
  })

  it('behavior: the device-approval mail carries the link in text and HTML', async () => {
    const link = 'http://localhost:4402/auth/v1/device/approve?token=abc_DEF-123'
    await mailer.sendDeviceApproval({ to: 'bo@example.com', link, expiresInMinutes: 15 })
    const message = await catcher.waitForMessage({ to: 'bo@example.com' })
    expect(message.subject).toBe('Approve this browser to sign in')
    expect(message.text).toContain(link)
    expect(message.html).toContain(`href="${link}"`)
  })

  it('behavior: the API lists messages newest first, filters by recipient and deletes them all', async () => {
    await mailer.sendLoginCode({ to: 'one@example.com', code: '111111', expiresInMinutes: 10 })
    await mailer.sendEmailUpdateNewCode({ to: 'two@example.com', code: '222222', expiresInMinutes: 10 })
    await mailer.sendEmailUpdateCurrentCode({
      to: 'one@example.com',
      newEmail: 'two@example.com',
      code: '333333',
      expiresInMinutes: 10,
    })

    const all = (await (await fetch(`${catcher.url}/api/messages`)).json()) as CaughtMessage[]
    expect(all.map((m) => m.subject)).toEqual(['Your code is 333333', 'Your code is 222222', 'Your code is 111111'])
    expect(Object.keys(all[0]!).sort()).toEqual(['date', 'from', 'html', 'id', 'subject', 'text', 'to'])
    const forOne = (await (await fetch(`${catcher.url}/api/messages?to=ONE@example.com`)).json()) as CaughtMessage[]
    expect(forOne.map((m) => m.subject)).toEqual(['Your code is 333333', 'Your code is 111111'])

    expect((await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' })).status).toBe(204)
    expect(await (await fetch(`${catcher.url}/api/messages`)).json()).toEqual([])
    expect(catcher.messages()).toEqual([])
  })

  it('behavior: the page lists messages with everything escaped', async () => {
    await mailer.sendEmailUpdateCurrentCode({
      to: 'esc@example.com',
      newEmail: '<img src=x onerror=alert(1)>@example.com',
      code: '444444',
      expiresInMinutes: 10,
    })
    const res = await fetch(`${catcher.url}/`)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await res.text()
    expect(page).toContain('Your code is 444444')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).not.toContain('<img')
  })

  it('behavior: waitForMessage waits for a mail that has not arrived yet, and skips older ones with since', async () => {
    await mailer.sendLoginCode({ to: 'later@example.com', code: '555555', expiresInMinutes: 10 })
    const since = new Date(Date.now() + 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const waiting = catcher.waitForMessage({ to: 'later@example.com', since })
    await mailer.sendLoginCode({ to: 'later@example.com', code: '666666', expiresInMinutes: 10 })
    expect((await waiting).subject).toBe('Your code is 666666')
  })

  it('error: waitForMessage rejects, naming the address, when nothing arrives in time', async () => {
    await expect(catcher.waitForMessage({ to: 'never@example.com', timeoutMs: 50 })).rejects.toThrow(
      'no mail to never@example.com within 50 ms',
    )
  })

  it('error: a port in use is named', async () => {
    await expect(startMailCatcher({ smtpPort: catcher.smtpPort, httpPort: 0 })).rejects.toThrow(
      `mail catcher: SMTP port ${catcher.smtpPort} on 127.0.0.1 is already in use`,
    )
    const httpPort = Number(new URL(catcher.url).port)
    await expect(startMailCatcher({ smtpPort: 0, httpPort })).rejects.toThrow(
      `mail catcher: HTTP port ${httpPort} on 127.0.0.1 is already in use`,
    )
  })
})
