/**
 * The second token of a browser approval: the one embedded in the confirmation page's form.
 *
 * The mailed link only shows the page; approving takes a POST that carries this token too. It is
 * random, made when the approval is made, and stored twice: as a SHA-256 hash (what the POST is
 * checked against) and sealed with AES-256-GCM under a key derived from the link token. The link
 * token is not stored (only its hash), so the page can be rendered again from the link alone,
 * without writing anything on a GET, and a copy of the database opens neither token.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { newToken, sha256Hex } from './secrets.js'

const KEY_INFO = 'wallet-widget device-approval form token'
const IV_BYTES = 12
const TAG_BYTES = 16

function sealingKey(linkToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(linkToken, 'utf8'), Buffer.alloc(0), KEY_INFO, 32))
}

export interface NewFormToken {
  /** The hash the POST is compared with. */
  hash: string
  /** iv ‖ ciphertext ‖ tag: the token, readable only with the link token. */
  sealed: Buffer
}

/** Makes the form token of a new approval whose mailed link carries `linkToken`. */
export function newFormToken(linkToken: string): NewFormToken {
  const token = newToken()
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(linkToken), iv)
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return { hash: sha256Hex(token), sealed: Buffer.concat([iv, body, cipher.getAuthTag()]) }
}

/** The form token sealed under `linkToken`, or undefined when it does not open (another link, a damaged row). */
export function openFormToken(linkToken: string, sealed: Uint8Array): string | undefined {
  const bytes = Buffer.from(sealed)
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(linkToken), bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return undefined
  }
}
