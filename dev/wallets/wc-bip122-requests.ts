/**
 * What the WalletConnect test wallet (wc-wallet.ts) answers in the `bip122` namespace, with a
 * payment (P2WPKH) and optionally an ordinal (P2TR) account of one Bitcoin dev wallet:
 * `getAccountAddresses` (filtered by `intentions`), `signMessage` as BIP-322 simple (the witness
 * answered in hex, as WalletConnect's Bitcoin methods answer) and `signPsbt` (the inputs listed in
 * `signInputs`, never broadcast). Signing is the dev Bitcoin wallet's (bitcoin-test-wallet/sign.ts).
 * Every other method is refused with 4200.
 */
import type { BitcoinAddressParameters } from '../../shared/bitcoin-networks.js'
import type { BitcoinDevAccount } from '../world/bitcoin/accounts.js'
import { signBip322Simple, signPsbt } from './bitcoin-test-wallet/sign.js'
import { RequestError } from './wc-requests.js'

const UNSUPPORTED_METHOD = 4200
const INVALID_PARAMS = -32602

export interface WcBitcoinAccountOptions {
  payment: BitcoinDevAccount
  ordinal?: BitcoinDevAccount
  /** CAIP-2 bip122 chains the wallet has, e.g. `bip122:530827f38f93b43ed12af0b3ad25a288`. */
  chains: string[]
  /** The address parameters of the chains (bitcoinjs-lib's `Network`). */
  network: BitcoinAddressParameters
}

export const BIP122_ANSWERED_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt']

export interface WcBitcoinAccount {
  /** The account's identifier: the payment address (the session's account). */
  address: string
  answer(method: string, params: unknown): Promise<unknown>
}

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const base64ToBytes = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

function objectParams(method: string, params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new RequestError(INVALID_PARAMS, `${method}: params must be an object`)
  return params as Record<string, unknown>
}

export function createWcBitcoinAccount(options: WcBitcoinAccountOptions): WcBitcoinAccount {
  const keys = [options.payment, ...(options.ordinal ? [options.ordinal] : [])]
  const keyOf = (method: string, address: unknown): BitcoinDevAccount => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new RequestError(INVALID_PARAMS, `${method}: ${String(address)} is not an address of the wallet`)
    return key
  }
  const ownAccount = (method: string, params: Record<string, unknown>) => {
    if (params.account !== options.payment.address)
      throw new RequestError(
        INVALID_PARAMS,
        `${method}: account must be the wallet's account ${options.payment.address}`,
      )
  }

  return {
    address: options.payment.address,
    async answer(method, params) {
      switch (method) {
        case 'getAccountAddresses': {
          const input = objectParams(method, params)
          ownAccount(method, input)
          const wanted = Array.isArray(input.intentions) && input.intentions.length > 0 ? input.intentions : undefined
          return keys
            .filter((key) => !wanted || wanted.includes(key.purpose))
            .map((key) => ({ address: key.address, publicKey: key.publicKey, path: key.path, intention: key.purpose }))
        }
        case 'signMessage': {
          const input = objectParams(method, params)
          ownAccount(method, input)
          if (typeof input.message !== 'string')
            throw new RequestError(INVALID_PARAMS, `${method}: message must be a string`)
          if (input.protocol !== undefined && input.protocol !== 'bip322')
            throw new RequestError(
              UNSUPPORTED_METHOD,
              `wc-wallet signs messages BIP-322 only, not ${String(input.protocol)}`,
            )
          const key = keyOf(method, input.address ?? input.account)
          const witness = signBip322Simple(key, input.message, options.network)
          return { address: key.address, signature: toHex(base64ToBytes(witness)) }
        }
        case 'signPsbt': {
          const input = objectParams(method, params)
          ownAccount(method, input)
          if (typeof input.psbt !== 'string') throw new RequestError(INVALID_PARAMS, `${method}: psbt must be base64`)
          if (input.broadcast === true) throw new RequestError(UNSUPPORTED_METHOD, 'wc-wallet does not broadcast')
          const byKey = new Map<BitcoinDevAccount, number[]>()
          for (const entry of Array.isArray(input.signInputs) ? input.signInputs : []) {
            const { address, index } = Object(entry) as { address?: unknown; index?: unknown }
            if (!Number.isInteger(index))
              throw new RequestError(INVALID_PARAMS, `${method}: every index must be an integer`)
            const key = keyOf(method, address)
            byKey.set(key, [...(byKey.get(key) ?? []), index as number])
          }
          let psbt = input.psbt
          try {
            for (const [key, indexes] of byKey) psbt = signPsbt(psbt, [key], options.network, indexes, false)
          } catch (error) {
            throw new RequestError(INVALID_PARAMS, `${method}: ${(error as Error).message}`)
          }
          return { psbt }
        }
        default:
          throw new RequestError(UNSUPPORTED_METHOD, `wc-wallet does not support ${method}`)
      }
    },
  }
}
