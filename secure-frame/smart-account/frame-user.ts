/**
 * The signed-in user as `getUser` answers it on the frame's current chain, with the active account (smart account
 * or EOA) from wallet.ts; and the `userChanged` event, which tells the widget that answer when the active account
 * changed without the widget asking: the chain moved (to a network with or without smart accounts), or the smart
 * account was deployed by its first operation.
 */
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import type { SignedInUser } from '../keyring.js'
import type { SmartAccountWallet } from './wallet.js'

export type FrameUser = OperationResult<'getUser'>

/** How long the frame waits on the chain API for the answer it announces (ms). */
export const ANNOUNCE_TIMEOUT_MS = 15_000

export async function frameUser(
  user: SignedInUser,
  chainId: number,
  wallet: SmartAccountWallet | undefined,
  signal: AbortSignal,
  warn: (message: string) => void,
): Promise<FrameUser> {
  const address = user.account.address
  const accounts = await wallet?.view(user.account, chainId, signal, warn)
  return {
    email: user.email,
    address,
    // The frame serves one chain at a time; the widget moves it with switchNetwork (which carries the RPC URL).
    chainId,
    accounts: [{ address, type: 'eoa' as const }],
    userName: user.userName,
    socialProvider: user.socialProvider,
    preferredAccountType: 'eoa' as const,
    smartAccountDeployed: false,
    ...accounts,
  }
}

export interface UserAnnouncerOptions {
  user: () => SignedInUser | null
  chainId: () => number
  wallet: SmartAccountWallet | undefined
  /** Posts the `userChanged` event to the widget. */
  announce: (user: FrameUser) => void
  warn: (message: string) => void
}

/** `announce()` tells the widget the user on the current chain, unless the user or the chain moved on meanwhile. */
export function createUserAnnouncer({ user, chainId, wallet, announce, warn }: UserAnnouncerOptions) {
  const tell = (): void => {
    const current = user()
    if (!current) return
    frameUser(current, chainId(), wallet, AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS), warn).then(
      (answer) => {
        if (user() === current && chainId() === answer.chainId) announce(answer)
      },
      (error: unknown) =>
        warn(`[SecureFrame] could not tell the widget the active account: ${(error as Error).message}`),
    )
  }
  // A deployment matters to the widget only on the chain it shows.
  wallet?.onDeployed((deployedOn) => {
    if (deployedOn === chainId()) tell()
  })
  return { announce: tell }
}
