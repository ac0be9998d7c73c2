/**
 * Sign-in with a Solana account: the CAIP-122 message of the Solana profile, written by the widget and
 * read by the server. Its text is EIP-4361's with "Solana account", a base58 address and the CAIP-2
 * reference of the network as Chain ID:
 *
 *   localhost:4400 wants you to sign in with your Solana account:
 *   ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk
 *
 *   Sign in to the demo            (the statement, when there is one, then an empty line)
 *
 *   URI: http://localhost:4400
 *   Version: 1
 *   Chain ID: WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B
 *   Nonce: 3f1c…
 *   Issued At: 2026-11-27T15:00:00.000Z
 *   Expiration Time: …             (optional, as are Not Before, Request ID and Resources)
 *
 * The wallet signs its UTF-8 bytes with the account's Ed25519 key (`solana:signMessage`).
 */

export interface SolanaSignInFields {
  domain: string
  /** base58. */
  address: string
  statement?: string | undefined
  uri: string
  version: '1'
  /** The CAIP-2 reference of the Solana network (the genesis hash's first 32 characters). */
  chainId: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

const HEADER = ' wants you to sign in with your Solana account:'

export function createSolanaSignInMessage(fields: SolanaSignInFields): string {
  const head = `${fields.domain}${HEADER}\n${fields.address}\n\n${fields.statement ? `${fields.statement}\n\n` : ''}`
  const lines = [
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime.toISOString()}`] : []),
    ...(fields.notBefore ? [`Not Before: ${fields.notBefore.toISOString()}`] : []),
    ...(fields.requestId !== undefined ? [`Request ID: ${fields.requestId}`] : []),
    ...(fields.resources?.length ? ['Resources:', ...fields.resources.map((resource) => `- ${resource}`)] : []),
  ]
  return head + lines.join('\n')
}

/** A message's fields as written (dates as text, to be checked by the reader). */
export interface ParsedSolanaSignIn {
  domain: string
  address: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const FIELDS = {
  'URI: ': 'uri',
  'Version: ': 'version',
  'Chain ID: ': 'chainId',
  'Nonce: ': 'nonce',
  'Issued At: ': 'issuedAt',
  'Expiration Time: ': 'expirationTime',
  'Not Before: ': 'notBefore',
  'Request ID: ': 'requestId',
} as const

/** Whether `text` is a sign-in message of a Solana account (its first line says so). */
export const isSolanaSignInMessage = (text: string): boolean => (text.split('\n', 1)[0] ?? '').endsWith(HEADER)

/** The fields of a Solana sign-in message; null when its lines are not in the format above. */
export function parseSolanaSignInMessage(text: string): ParsedSolanaSignIn | null {
  const lines = text.split('\n')
  const [first = '', address = '', empty] = lines
  if (!first.endsWith(HEADER) || empty !== '') return null
  const parsed: ParsedSolanaSignIn = { domain: first.slice(0, -HEADER.length), address }
  let at = 3
  if (lines[at] !== undefined && !lines[at]!.startsWith('URI: ')) {
    parsed.statement = lines[at]!
    if (lines[at + 1] !== '') return null
    at += 2
  }
  for (; at < lines.length; at++) {
    const line = lines[at]!
    if (line === 'Resources:') {
      const resources = lines.slice(at + 1)
      if (!resources.every((entry) => entry.startsWith('- '))) return null
      parsed.resources = resources.map((entry) => entry.slice(2))
      break
    }
    const prefix = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((key) => line.startsWith(key))
    if (!prefix || parsed[FIELDS[prefix]] !== undefined) return null
    parsed[FIELDS[prefix]] = line.slice(prefix.length)
  }
  return parsed
}
