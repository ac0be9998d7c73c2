/**
 * What the WalletConnect test wallet (wc-wallet.ts) answers in the `solana` namespace, with one
 * Ed25519 key (a 32-byte seed): `solana_getAccounts` / `solana_requestAccounts`, `solana_signMessage`
 * (base58 message, base58 signature), `solana_signTransaction` (base64 wire transaction in, the
 * signature and the signed transaction out) and `solana_signAndSendTransaction` (sent through the
 * Solana node's JSON-RPC when the wallet was given one). Every other method is refused with 4200.
 */
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import { RequestError } from './wc-requests.js'

const UNSUPPORTED_METHOD = 4200
const INVALID_PARAMS = -32602

export interface WcSolanaAccountOptions {
  /** The 32-byte Ed25519 seed (the private key), hex. */
  seedHex: string
  /** CAIP-2 Solana chains the wallet has, e.g. `solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B`. */
  chains: string[]
  /** The Solana node's JSON-RPC URL; without it `solana_signAndSendTransaction` is refused. */
  rpcUrl?: string
}

export const SOLANA_ANSWERED_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

export interface WcSolanaAccount {
  address: Address
  answer(method: string, params: unknown): Promise<unknown>
}

function seedBytes(hex: string): Uint8Array {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(hex)) throw new Error('wc-wallet: the Solana seed must be 32 bytes of hex')
  return Uint8Array.from(hex.replace(/^0x/, '').match(/../g)!, (pair) => Number.parseInt(pair, 16))
}

function objectParams(method: string, params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new RequestError(INVALID_PARAMS, `${method}: params must be an object`)
  return params as Record<string, unknown>
}

function decoded<T>(method: string, what: string, decode: () => T): T {
  try {
    return decode()
  } catch {
    throw new RequestError(INVALID_PARAMS, `${method}: ${what}`)
  }
}

export async function createWcSolanaAccount(options: WcSolanaAccountOptions): Promise<WcSolanaAccount> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(seedBytes(options.seedHex))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() }

  const transactionOf = (method: string, params: Record<string, unknown>): Transaction =>
    decoded(method, 'transaction must be a base64 wire transaction', () => {
      if (typeof params.transaction !== 'string') throw new Error()
      return getTransactionDecoder().decode(getBase64Encoder().encode(params.transaction))
    })
  const sign = async (method: string, params: Record<string, unknown>) => {
    const transaction = transactionOf(method, params)
    if (!(address in transaction.signatures))
      throw new RequestError(INVALID_PARAMS, `${method}: ${address} is not a signer of the transaction`)
    const signed = await partiallySignTransaction([keyPair], transaction)
    return { signed, signature: base58.decode.decode(signed.signatures[address]!) }
  }

  return {
    address,
    async answer(method, params) {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: address }]
        case 'solana_signMessage': {
          const input = objectParams(method, params)
          if (input.pubkey !== address)
            throw new RequestError(INVALID_PARAMS, `${method}: pubkey must be the wallet's account ${address}`)
          const message = decoded(method, 'message must be base58', () => {
            if (typeof input.message !== 'string') throw new Error()
            return Uint8Array.from(base58.encode.encode(input.message))
          })
          return { signature: base58.decode.decode(await signBytes(keyPair.privateKey, message)) }
        }
        case 'solana_signTransaction': {
          const { signed, signature } = await sign(method, objectParams(method, params))
          return { signature, transaction: getBase64EncodedWireTransaction(signed) }
        }
        case 'solana_signAndSendTransaction': {
          if (!options.rpcUrl) throw new RequestError(UNSUPPORTED_METHOD, `wc-wallet has no Solana node for ${method}`)
          const input = objectParams(method, params)
          const { signed } = await sign(method, input)
          const sendOptions =
            typeof input.sendOptions === 'object' && input.sendOptions !== null ? input.sendOptions : {}
          const rpc = createSolanaRpc(options.rpcUrl)
          const signature = await rpc
            .sendTransaction(getBase64EncodedWireTransaction(signed), { ...sendOptions, encoding: 'base64' })
            .send()
          return { signature }
        }
        default:
          throw new RequestError(UNSUPPORTED_METHOD, `wc-wallet does not support ${method}`)
      }
    },
  }
}
