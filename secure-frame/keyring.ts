/**
 * The signed-in user and their account, held only in this closure's memory.
 *
 * The private key exists in plaintext only inside {@link Keyring.signIn} while the account is
 * built (and, for a new wallet, while it is wrapped); afterwards only viem's account object
 * remains, which signs but does not expose the key. Nothing here touches storage: after a
 * reload the session cookie brings the user back through `GET /auth/v1/session`.
 */
import type { Hex, LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { AuthApiError, type AuthApi, type AuthSession } from './auth-api.js'
import { decryptPrivateKey, encryptPrivateKey } from './key-crypto.js'
import { importSolanaKeyMaterial } from './solana/key-material.js'

export interface SignedInUser {
  id: string
  /** Null for an account that signed in only through a social provider. */
  email: string | null
  /** The name the social provider knows the user by (§3 social username); null for email logins. */
  userName: string | null
  /** The social provider that opened the session (`farcaster` included); null for an email login. */
  socialProvider: string | null
  account: LocalAccount
  /** The EOA key as non-extractable HKDF material, from which the Solana key is derived (solana/key.ts). */
  solanaKeyMaterial: CryptoKey
}

type WalletKeys = Pick<SignedInUser, 'account' | 'solanaKeyMaterial'>

export interface KeyringOptions {
  api: AuthApi
  crypto?: Crypto
  /** Called whenever the user signs out or is replaced, so pending approvals can be dropped. */
  onSignOut?: () => void
}

export type Keyring = ReturnType<typeof createKeyring>

export function createKeyring({ api, crypto, onSignOut }: KeyringOptions) {
  let current: SignedInUser | null = null

  const forget = () => {
    if (!current) return
    current = null
    onSignOut?.()
  }

  /** Unwraps the user's key, or creates and stores one when the user has none yet. */
  async function accountFor(session: AuthSession, signal?: AbortSignal): Promise<WalletKeys> {
    const wrap = { keySecret: session.keySecret, userId: session.user.id, ...(crypto ? { crypto } : {}) }
    if (session.encryptedKey !== null) {
      const privateKey = await decryptPrivateKey(session.encryptedKey, wrap)
      const account = toAccount(privateKey)
      if (session.user.address !== null && session.user.address.toLowerCase() !== account.address.toLowerCase()) {
        throw new Error('The stored wallet key does not belong to this account')
      }
      return keysOf(account, privateKey)
    }
    const privateKey = generatePrivateKey()
    const account = toAccount(privateKey)
    const encryptedKey = await encryptPrivateKey(privateKey, wrap)
    try {
      await api.saveWallet(account.address, encryptedKey, signal)
      return keysOf(account, privateKey)
    } catch (error) {
      // Another frame of the same user (another tab or site) created the wallet first: use that one.
      if (!(error instanceof AuthApiError) || error.code !== 'conflict') throw error
      const fresh = await api.session(signal)
      if (!fresh || fresh.user.id !== session.user.id || fresh.encryptedKey === null)
        throw new Error('The wallet of this account could not be loaded')
      return accountFor(fresh, signal)
    }
  }

  const keysOf = async (account: LocalAccount, privateKey: Hex): Promise<WalletKeys> => ({
    account,
    solanaKeyMaterial: await importSolanaKeyMaterial(privateKey, crypto),
  })

  /** Builds the account; a failure never carries the key into a message (it may be logged or posted). */
  function toAccount(privateKey: Hex): LocalAccount {
    try {
      return privateKeyToAccount(privateKey)
    } catch {
      throw new Error('The stored wallet key is not a valid private key')
    }
  }

  return {
    /** Sets up the account of a verified session; replaces any previous user. */
    async signIn(
      session: AuthSession,
      signal?: AbortSignal,
      profile: Pick<SignedInUser, 'userName' | 'socialProvider'> = { userName: null, socialProvider: null },
    ): Promise<SignedInUser> {
      forget()
      const { account, solanaKeyMaterial } = await accountFor(session, signal)
      // An aborted sign-in was already answered as failed: do not leave the frame signed in behind the widget's back.
      signal?.throwIfAborted()
      current = {
        id: session.user.id,
        email: session.user.email,
        userName: profile.userName,
        socialProvider: profile.socialProvider,
        account,
        solanaKeyMaterial,
      }
      return current
    },
    signOut: forget,
    user: (): SignedInUser | null => current,
    setEmail(email: string): void {
      if (current) current = { ...current, email }
    },
  }
}
