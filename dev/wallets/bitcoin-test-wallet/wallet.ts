/**
 * A Wallet Standard Bitcoin wallet for the demo page and the browser tests, with the features Bitcoin wallets
 * register (`bitcoin:connect` with purposes, `bitcoin:signMessage`, `bitcoin:signTransaction`, plus
 * `standard:disconnect` and `standard:events`): a payment (P2WPKH) and an ordinal (P2TR) account of one dev wallet
 * (dev/world/bitcoin/accounts.ts) on the local regtest network. Messages are signed BIP-322 simple (the signature
 * is the witness stack's bytes); PSBTs are signed for the inputs named. Prompts wait for `approveNext()` /
 * `rejectNext()` unless `autoApprove` is on. A test switches the wallet to another dev wallet's accounts or ends the
 * connection from the wallet's side; either is told to the site through `standard:events` `change`.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { LITECOIN_REGTEST } from '../../../shared/bitcoin-networks.js'
import type { BitcoinDevAccount, BitcoinDevWallet } from '../../world/bitcoin/accounts.js'
import { signBip322Simple, signPsbt } from './sign.js'
import { createApprovalPrompts } from '../approval-prompts.js'

/** The Wallet Standard chain of the local regtest network. */
export const BITCOIN_TEST_CHAIN = 'bitcoin:regtest' as const

export interface BitcoinTestWalletConfig {
  keys: BitcoinDevWallet
  name?: string
  autoApprove?: boolean
}

export interface BitcoinTestWallet {
  wallet: Wallet
  /** Feature calls the site made, in order. */
  requests: { feature: string; input: unknown }[]
  approveNext(): boolean
  rejectNext(): boolean
  pendingCount(): number
  /** The user picks another dev wallet's accounts: the connected purposes are now that wallet's accounts. */
  switchAccount(keys: BitcoinDevWallet): void
  /** The wallet ends the connection by itself (its accounts become none). */
  disconnect(): void
}

type Purpose = 'payment' | 'ordinals'
type Listener = (change: { accounts?: readonly WalletAccount[] }) => void
interface SignTransactionInput {
  psbt: Uint8Array
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
}

const VERSION = '1.0.0' as const
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjxjaXJjbGUgY3g9IjE2IiBjeT0iMTYiIHI9IjciIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIzIi8+PC9zdmc+' as const
const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

const rejected = (): Error => Object.assign(Error('User rejected the request.'), { code: 4001 })
const unauthorized = (address: unknown): Error =>
  Object.assign(Error(`The account ${String(address)} has not been authorized by the user.`), { code: 4100 })

const fromHex = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

function accountOf(key: BitcoinDevAccount): WalletAccount {
  return Object.freeze({
    address: key.address,
    publicKey: fromHex(key.publicKey),
    chains: [BITCOIN_TEST_CHAIN],
    features: FEATURES,
    label: key.purpose === 'payment' ? 'Payment' : 'Ordinals',
  })
}

export function createBitcoinTestWallet(config: BitcoinTestWalletConfig): BitcoinTestWallet {
  let keys = [config.keys.payment, config.keys.ordinal]
  let accounts = { payment: accountOf(config.keys.payment), ordinals: accountOf(config.keys.ordinal) }
  const prompts = createApprovalPrompts<BitcoinTestWallet['requests'][number]>(() => config.autoApprove, rejected)
  const listeners = new Set<Listener>()
  let authorized: WalletAccount[] = []

  const approve = (feature: string, input: unknown): Promise<void> => prompts.ask({ feature, input })
  const setAuthorized = (next: WalletAccount[]) => {
    authorized = next
    for (const listener of listeners) listener({ accounts: next })
  }
  const keyOf = (account: WalletAccount | undefined): BitcoinDevAccount => {
    const key = keys.find((candidate) => candidate.address === account?.address)
    if (!key || !authorized.some((allowed) => allowed.address === key.address)) throw unauthorized(account?.address)
    return key
  }

  const wallet: Wallet = {
    version: VERSION,
    name: config.name ?? 'Bitcoin Test Wallet',
    icon: ICON,
    chains: [BITCOIN_TEST_CHAIN],
    get accounts() {
      return authorized
    },
    features: {
      'bitcoin:connect': {
        version: VERSION,
        async connect(input?: { purposes?: Purpose[] }) {
          const purposes = input?.purposes?.length ? input.purposes : (['payment'] as Purpose[])
          const asked = purposes.map((purpose) => accounts[purpose]).filter(Boolean)
          if (asked.length === 0) throw Object.assign(Error(`No account for ${purposes.join(', ')}`), { code: 4200 })
          await approve('bitcoin:connect', { purposes })
          setAuthorized(asked)
          return { accounts: asked }
        },
      },
      'standard:disconnect': {
        version: VERSION,
        async disconnect() {
          prompts.requests.push({ feature: 'standard:disconnect', input: null })
          setAuthorized([])
        },
      },
      'standard:events': {
        version: VERSION,
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: VERSION,
        signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async (input) => {
              const key = keyOf(input.account)
              await approve('bitcoin:signMessage', input)
              const text = new TextDecoder().decode(input.message)
              const witness = fromBase64(signBip322Simple(key, text, LITECOIN_REGTEST))
              return { signedMessage: input.message, signature: witness }
            }),
          ),
      },
      'bitcoin:signTransaction': {
        version: VERSION,
        signTransaction: (...inputs: SignTransactionInput[]) =>
          Promise.all(
            inputs.map(async (input) => {
              const signers = input.inputsToSign.map(({ account, signingIndexes }) => ({
                key: keyOf(account),
                signingIndexes,
              }))
              await approve('bitcoin:signTransaction', input)
              let psbt = toBase64(input.psbt)
              for (const { key, signingIndexes } of signers)
                psbt = signPsbt(psbt, [key], LITECOIN_REGTEST, signingIndexes, false)
              return { signedPsbt: fromBase64(psbt) }
            }),
          ),
      },
    },
  }

  return {
    wallet,
    requests: prompts.requests,
    approveNext: prompts.approveNext,
    rejectNext: prompts.rejectNext,
    pendingCount: prompts.pendingCount,
    switchAccount(next) {
      const purposes = (Object.keys(accounts) as Purpose[]).filter((purpose) => authorized.includes(accounts[purpose]))
      keys = [next.payment, next.ordinal]
      accounts = { payment: accountOf(next.payment), ordinals: accountOf(next.ordinal) }
      if (purposes.length > 0) setAuthorized(purposes.map((purpose) => accounts[purpose]))
    },
    disconnect: () => setAuthorized([]),
  }
}
