/**
 * The connector of a WalletConnect session's bip122 namespace. The bip122 namespace adapter speaks to
 * it as to a Wallet Standard Bitcoin wallet (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`, with bytes); each call becomes WalletConnect's Bitcoin method on the
 * session's chain: `getAccountAddresses` (the payment and ordinal accounts with their keys),
 * `signMessage` asked as BIP-322, and `signPsbt` (base64, never broadcast by the wallet: the site
 * decides what to do with the signed PSBT).
 */
import { decodeBase64, encodeBase64 } from '../../shared/solana/encoding.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import {
  accountAddressOf,
  invalidAnswer,
  namespaceConnector,
  ownAddress,
  sessionAddresses,
  unsupportedFeature,
  type WalletConnectNamespaceConnector,
  type WalletConnectNamespaceConnectorDeps,
} from './walletconnect-namespace-connector.js'

const NAMESPACE = 'bip122' as const
/** A segwit v1 (taproot) address: its key is x-only. */
const TAPROOT = /^[a-z]{1,83}1p[02-9ac-hj-np-z]{58}$/
const HEX = /^(?:[0-9a-fA-F]{2})+$/

/** The Wallet Standard purposes (`ordinals`) as WalletConnect's intentions (`ordinal`). */
const INTENTION: Readonly<Record<string, string>> = { payment: 'payment', ordinals: 'ordinal' }

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

/**
 * A public key of a `getAccountAddresses` entry as hex: taken as hex text (or bytes); a taproot
 * account's key given compressed (33 bytes) is made x-only, as the account's output uses it.
 */
function publicKeyOf(address: string, value: unknown): string | undefined {
  let hex: string | undefined
  if (typeof value === 'string' && HEX.test(value)) hex = value.toLowerCase()
  else if (Array.isArray(value) && value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte < 256))
    hex = value.map((byte: number) => byte.toString(16).padStart(2, '0')).join('')
  if (hex && TAPROOT.test(address) && hex.length === 66 && /^0[23]/.test(hex)) return hex.slice(2)
  return hex
}

/**
 * A signature in the wallet's `signMessage` answer: WalletConnect's Bitcoin methods answer hex; a
 * wallet answering base64 (as BIP-322 writes signatures) is read too. (A base64 witness of a real
 * signature is never made of hex digits alone.)
 */
function signatureBytes(value: unknown, wallet: string): Uint8Array {
  if (typeof value === 'string' && value.length > 0) {
    const hex = value.replace(/^0x/, '')
    if (HEX.test(hex)) return hexToBytes(hex)
    try {
      return decodeBase64(value)
    } catch {
      // Neither: told below.
    }
  }
  throw invalidAnswer(wallet, 'signMessage', 'a hex or base64 signature')
}

export function createWalletConnectBip122Connector(
  deps: WalletConnectNamespaceConnectorDeps,
): WalletConnectNamespaceConnector {
  const { client, session } = deps
  const name = session.walletName || 'WalletConnect'
  /** The session's account (its first external address): every request names it. */
  const sessionAccount = sessionAddresses(session, NAMESPACE)[0]
  /** The session's addresses and those `getAccountAddresses` answered: the ones the connector signs with. */
  const known = new Set(sessionAddresses(session, NAMESPACE))
  const send = (method: string, params: object) => {
    if (!sessionAccount) throw new ProviderRpcError(RpcErrorCode.unauthorized, `${name} approved no Bitcoin account`)
    return client.request(session.topic, deps.chain(), method, { account: sessionAccount, ...params })
  }

  return namespaceConnector(session, NAMESPACE, async (connector, method, input) => {
    switch (method) {
      case 'bitcoin:connect': {
        const purposes = Array.isArray(input.purposes) ? input.purposes : ['payment']
        const intentions = purposes.map((purpose) => INTENTION[String(purpose)]).filter(Boolean)
        const answer = await send('getAccountAddresses', { intentions })
        if (!Array.isArray(answer)) throw invalidAnswer(name, 'getAccountAddresses', 'a list of addresses')
        const accounts = answer.flatMap((entry: unknown) => {
          const { address, publicKey, path } = Object(entry) as Record<string, unknown>
          if (typeof address !== 'string') return []
          const key = publicKeyOf(address, publicKey)
          if (!key) return []
          known.add(address)
          return [{ address, publicKey: key, ...(typeof path === 'string' && { path }) }]
        })
        return { accounts }
      }
      // Ending the session is the connector's own disconnect (walletconnect-session-connectors.ts).
      case 'standard:disconnect':
        return undefined
      case 'bitcoin:signMessage': {
        const address = ownAddress(connector, [...known], input.account)
        if (!(input.message instanceof Uint8Array))
          throw new ProviderRpcError(RpcErrorCode.invalidParams, 'expected the message as bytes')
        const message = new TextDecoder().decode(input.message)
        const answer = await send('signMessage', { address, message, protocol: 'bip322' })
        const signature = signatureBytes((answer as { signature?: unknown } | null)?.signature, name)
        return [{ signedMessage: input.message, signature }]
      }
      case 'bitcoin:signTransaction': {
        if (!(input.psbt instanceof Uint8Array))
          throw new ProviderRpcError(RpcErrorCode.invalidParams, 'expected the PSBT as bytes')
        const inputsToSign = Array.isArray(input.inputsToSign) ? input.inputsToSign : []
        const signInputs = inputsToSign.flatMap((entry: unknown) => {
          const { account, signingIndexes } = Object(entry) as Record<string, unknown>
          const address = ownAddress(connector, [...known], accountAddressOf(account))
          const indexes = Array.isArray(signingIndexes) ? signingIndexes.filter(Number.isInteger) : []
          return indexes.map((index: number) => ({ address, index }))
        })
        const answer = await send('signPsbt', { psbt: encodeBase64(input.psbt), signInputs, broadcast: false })
        const signed = (answer as { psbt?: unknown } | null)?.psbt
        try {
          if (typeof signed === 'string') return [{ signedPsbt: decodeBase64(signed) }]
        } catch {
          // Not base64: told below.
        }
        throw invalidAnswer(name, 'signPsbt', 'a base64 PSBT')
      }
      default:
        throw unsupportedFeature(name, method)
    }
  })
}
