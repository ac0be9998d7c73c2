/**
 * Outgoing mail over SMTP (nodemailer): the sign-in code, the device-approval link, the
 * email-update codes and the notice to the old address once the address changed. Every mail has a plain-text body and a simple HTML one; values placed in
 * the HTML are escaped.
 */
import nodemailer from 'nodemailer'
import type { SmtpSettings } from '../config.js'
import { escapeHtml } from '../html.js'

export interface Mailer {
  /** "Your code is 123456", to sign in. */
  sendLoginCode(parameters: { to: string; code: string; expiresInMinutes: number }): Promise<void>
  /** A link that approves the browser that asked to sign in. */
  sendDeviceApproval(parameters: { to: string; link: string; expiresInMinutes: number }): Promise<void>
  /** A code to the current address, confirming the owner wants to move to `newEmail`. */
  sendEmailUpdateCurrentCode(parameters: {
    to: string
    newEmail: string
    code: string
    expiresInMinutes: number
  }): Promise<void>
  /** A code to the new address, proving it can receive mail. */
  sendEmailUpdateNewCode(parameters: { to: string; code: string; expiresInMinutes: number }): Promise<void>
  /** To the old address after a change: who (which browser, where), when, to what (masked), and what to do if it was not them. */
  sendEmailChangedNotice(parameters: EmailChangedNotice): Promise<void>
  close(): void
}

/** Every value is text for people, already formatted; the new address is masked. */
export interface EmailChangedNotice {
  to: string
  /** e.g. `e***@e***.org` */
  newEmailMasked: string
  /** e.g. `5 March 2025, 14:03 UTC` */
  when: string
  /** e.g. `Chrome 131 on Linux` */
  browser: string
  /** A place name, or `unknown location`. */
  location: string
}

export interface CreateMailerParameters {
  smtp: SmtpSettings
  from: string
}

/** A mail could not be handed to the SMTP server. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError'
}

interface Composed {
  subject: string
  /** Paragraphs of plain text; the HTML body is built from the same paragraphs. */
  paragraphs: string[]
  link?: { href: string; label: string }
}

function htmlBody({ paragraphs, link }: Composed): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)
  if (link) body.splice(1, 0, `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`)
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px">${body.join('')}</body></html>`
}

function textBody({ paragraphs, link }: Composed): string {
  const parts = [...paragraphs]
  if (link) parts.splice(1, 0, link.href)
  return `${parts.join('\n\n')}\n`
}

const IGNORE = 'If you did not ask for this, ignore this email; nothing changes.'

export function createMailer({ smtp, from }: CreateMailerParameters): Mailer {
  const transport = nodemailer.createTransport({
    // Reuse connections: each new SMTP connection costs a round of greetings (and smtp-server
    // waits 100 ms on every new one to catch clients that talk too early).
    pool: true,
    maxConnections: 2,
    host: smtp.host,
    port: smtp.port,
    // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered.
    secure: smtp.port === 465,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // A sign-in waits on this mail: fail in seconds rather than hang the request.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })

  const send = async (to: string, composed: Composed): Promise<void> => {
    try {
      await transport.sendMail({
        from,
        to,
        subject: composed.subject,
        text: textBody(composed),
        html: htmlBody(composed),
      })
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      throw new MailDeliveryError(`could not send mail via ${smtp.host}:${smtp.port}: ${reason}`, { cause: err })
    }
  }

  return {
    sendLoginCode: ({ to, code, expiresInMinutes }) =>
      send(to, {
        subject: `Your code is ${code}`,
        paragraphs: [
          `Your code is ${code}`,
          `Enter it to sign in. It expires in ${expiresInMinutes} minutes and works once.`,
          IGNORE,
        ],
      }),
    sendDeviceApproval: ({ to, link, expiresInMinutes }) =>
      send(to, {
        subject: 'Approve this browser to sign in',
        paragraphs: [
          'Someone asked to sign in to your wallet from a browser it has not seen before. If it was you, open this link to approve that browser:',
          `The page it opens shows which browser asked, and approves it only when you press its button. The link expires in ${expiresInMinutes} minutes and works once. After approving, go back to the page where you started; a code will arrive by email.`,
          IGNORE,
        ],
        link: { href: link, label: 'Approve this browser' },
      }),
    sendEmailUpdateCurrentCode: ({ to, newEmail, code, expiresInMinutes }) =>
      send(to, {
        subject: `Your code is ${code}`,
        paragraphs: [
          `Your code is ${code}`,
          `Enter it to confirm changing your wallet's email address to ${newEmail}. It expires in ${expiresInMinutes} minutes.`,
          IGNORE,
        ],
      }),
    sendEmailUpdateNewCode: ({ to, code, expiresInMinutes }) =>
      send(to, {
        subject: `Your code is ${code}`,
        paragraphs: [
          `Your code is ${code}`,
          `Enter it to make this address your wallet's email address. It expires in ${expiresInMinutes} minutes.`,
          IGNORE,
        ],
      }),
    sendEmailChangedNotice: ({ to, newEmailMasked, when, browser, location }) =>
      send(to, {
        subject: "Your wallet's email address was changed",
        paragraphs: [
          `The email address of your wallet account, ${to}, was changed to ${newEmailMasked} on ${when}.`,
          `The change was confirmed from ${browser} (${location}), with a code sent to this address and a code sent to the new one. Every other browser signed in to the account was signed out.`,
          'If this was you, there is nothing to do. If it was not, someone could read the codes sent to this address or had your signed-in browser: secure this mailbox (change its password), then contact the support of the site where you use this wallet and forward them this email.',
        ],
      }),
    close: () => transport.close(),
  }
}
