/**
 * The people who can sign in at the local identity provider, and how each provider's own API
 * would describe them. GitHub numbers its users, X wraps its answer in `data`, Discord says
 * whether the email is verified: the server reads each through that provider's claim paths.
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'

export interface TestAccount {
  /** The subject (`sub`) of the OpenID Connect providers. */
  id: string
  /** The numeric id of the providers that number their users. */
  number: number
  userName: string
  name: string
  email: string
  emailVerified: boolean
}

export const TEST_ACCOUNTS: readonly TestAccount[] = [
  {
    id: 'alice',
    number: 1001,
    userName: 'alice',
    name: 'Alice Example',
    email: 'alice@example.com',
    emailVerified: true,
  },
  {
    id: 'bob',
    number: 1002,
    userName: 'bob_builds',
    name: 'Bob Example',
    email: 'bob@example.com',
    emailVerified: true,
  },
  {
    id: 'carol',
    number: 1003,
    userName: 'carol',
    name: 'Carol Example',
    email: 'carol@example.net',
    emailVerified: false,
  },
]

export const findTestAccount = (id: string): TestAccount | undefined => TEST_ACCOUNTS.find((a) => a.id === id)

/** The OpenID Connect claims of an account, by the scopes that ask for them. */
export function oidcClaims(account: TestAccount): Record<string, unknown> {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    preferred_username: account.userName,
  }
}

/** The answer of a plain OAuth provider's "who am I" API, in that provider's shape. */
export function profileAnswer(provider: RedirectProvider, account: TestAccount): unknown {
  switch (provider) {
    case 'github':
      return { id: account.number, login: account.userName, name: account.name, email: account.email }
    case 'discord':
      return {
        id: String(account.number),
        username: account.userName,
        email: account.email,
        verified: account.emailVerified,
      }
    case 'x':
      return { data: { id: String(account.number), username: account.userName, name: account.name } }
    case 'facebook':
      return { id: String(account.number), name: account.name, email: account.email }
    default:
      return oidcClaims(account)
  }
}
