/**
 * The four Bitcoin features the widget calls (loader/bitcoin/standard-wallets.ts lists them) as sats-connect
 * requests to one wallet of `window.btc_providers`, through @sats-connect/core's `request(method, params, providerId)`:
 *
 *   bitcoin:connect         → getAccounts { purposes }                 → { accounts: PlainBitcoinAccount[] }
 *   bitcoin:signMessage     → signMessage { address, message, BIP322 } → [{ signedMessage, signature }]
 *   bitcoin:signTransaction → signPsbt { psbt (base64), signInputs }   → [{ signedPsbt }]
 *   standard:disconnect     → wallet_disconnect when the wallet lists it, else wallet_renouncePermissions
 *
 * So the widget gets the same answers from both kinds of wallet. A wallet's error answer becomes an Error with the
 * wallet's code and message, except its user rejection (-32000), which becomes EIP-1193's 4001.
 */
import { BITCOIN_FEATURES, type PlainBitcoinAccount } from './standard-wallets.js'

/** What @sats-connect/core's `request` answers (its `RpcResult`, as far as it is read here). */
export type SatsConnectResult =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code?: unknown; message?: unknown } }

/** What this uses of @sats-connect/core (loaded on the first request: loader/bitcoin/sats-core.ts). */
export interface SatsConnect {
  request(method: string, params: unknown, providerId: string): Promise<SatsConnectResult>
}

/** A wallet of `window.btc_providers`: `id` is its provider object's path on `window`. */
export interface SatsProvider {
  id: string
  name: string
  /** Its own `request`, for `getInfo` (see `walletMethods`). */
  provider: { request(method: string, params: unknown): Promise<unknown> }
}

/** sats-connect's user rejection; the widget knows rejection as EIP-1193's 4001. */
const SATS_USER_REJECTION = -32000
const INTERNAL_ERROR = -32603

function walletError(code: number, message: string): Error {
  return Object.assign(Error(message), { code })
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** The result of a success answer; an error answer thrown as described above. */
async function call(core: SatsConnect, wallet: SatsProvider, method: string, params: unknown): Promise<unknown> {
  const answer = await core.request(method, params, wallet.id).catch((err: unknown) => {
    // Core throws without a code when the provider object is gone from the page: EIP-1193 calls that disconnected.
    throw walletError(4900, `${wallet.name} cannot be reached: ${err instanceof Error ? err.message : String(err)}`)
  })
  if (answer.status === 'success') return answer.result
  const { code, message } = Object(answer.error) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' && message ? message : `${wallet.name} refused ${method}`
  if (code === SATS_USER_REJECTION) throw walletError(4001, text)
  throw walletError(typeof code === 'number' ? code : INTERNAL_ERROR, text)
}

/**
 * The wallet's own `getInfo` methods, asked of its provider object: core's `request` keeps the FIRST wallet's
 * `getInfo` answer in a module variable for every later request (whichever `providerId`), using it only to rewrite
 * the purposes of old Xverse versions and to answer `getInfo` itself. With several wallets in the page that rewrite
 * follows the first wallet's version, which is harmless for the purposes asked here (payment, ordinals); but a
 * wallet's method list must be its own, so it is read here, not through core.
 */
async function walletMethods(wallet: SatsProvider): Promise<string[]> {
  const answer = (await wallet.provider.request('getInfo', null).catch(() => undefined)) as
    | { result?: { methods?: unknown } }
    | undefined
  const methods = answer?.result?.methods
  return Array.isArray(methods) ? methods.filter((method) => typeof method === 'string') : []
}

/** A getAccounts entry as the widget takes it: hex key, x-only (32 bytes) for a taproot account. */
function plainAccount(entry: unknown): PlainBitcoinAccount[] {
  const { address, publicKey, purpose, addressType } = Object(entry) as Record<string, unknown>
  if (typeof address !== 'string' || typeof publicKey !== 'string') return []
  let key = publicKey.toLowerCase()
  // Some wallets give a taproot account's internal key compressed (33 bytes); its x coordinate is the x-only key.
  if (addressType === 'p2tr' && /^0[23][0-9a-f]{64}$/.test(key)) key = key.slice(2)
  const label = purpose === 'payment' ? 'Payment' : purpose === 'ordinals' ? 'Ordinals' : undefined
  return [{ address, publicKey: key, chains: [], ...(label && { label }) }]
}

function inputsOf(method: string, params: unknown): Record<string, unknown>[] {
  if (!Array.isArray(params)) throw walletError(-32602, `${method} takes a list of inputs`)
  return params.map((input) => Object(input) as Record<string, unknown>)
}

function bytesOf(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value
  throw walletError(-32602, `${what} must be bytes`)
}

async function signMessage(core: SatsConnect, wallet: SatsProvider, input: Record<string, unknown>) {
  const bytes = bytesOf(input.message, 'bitcoin:signMessage message')
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw walletError(-32602, `${wallet.name} signs text only: the message is not UTF-8`)
  }
  const address = String(input.account)
  const result = await call(core, wallet, 'signMessage', { address, message, protocol: 'BIP322' })
  const { signature } = Object(result) as { signature?: unknown }
  if (typeof signature !== 'string') throw walletError(INTERNAL_ERROR, `${wallet.name} answered no signature`)
  return { signedMessage: bytes, signature: fromBase64(signature) }
}

async function signTransaction(core: SatsConnect, wallet: SatsProvider, input: Record<string, unknown>) {
  const psbt = toBase64(bytesOf(input.psbt, 'bitcoin:signTransaction psbt'))
  const signInputs: Record<string, number[]> = {}
  for (const entry of Array.isArray(input.inputsToSign) ? input.inputsToSign : []) {
    const { account, signingIndexes } = Object(entry) as { account?: unknown; signingIndexes?: unknown }
    const indexes = Array.isArray(signingIndexes) ? signingIndexes.filter(Number.isInteger) : []
    signInputs[String(account)] = [...(signInputs[String(account)] ?? []), ...indexes]
  }
  const result = await call(core, wallet, 'signPsbt', { psbt, signInputs, broadcast: false })
  const signed = (Object(result) as { psbt?: unknown }).psbt
  if (typeof signed !== 'string') throw walletError(INTERNAL_ERROR, `${wallet.name} answered no signed PSBT`)
  return { signedPsbt: fromBase64(signed) }
}

/** Calls one feature of the sats-connect `wallet`, as `callBitcoinFeature` does for a Wallet Standard one. */
export async function callSatsConnectFeature(
  core: SatsConnect,
  wallet: SatsProvider,
  method: string,
  params: unknown,
): Promise<unknown> {
  if (!BITCOIN_FEATURES.has(method)) throw walletError(4200, `${wallet.name} does not support ${method}`)
  if (method === 'bitcoin:connect') {
    const asked = (Object(params) as { purposes?: unknown }).purposes
    const purposes = Array.isArray(asked) && asked.length > 0 ? asked : ['payment']
    const result = await call(core, wallet, 'getAccounts', { purposes })
    return { accounts: (Array.isArray(result) ? result : []).flatMap(plainAccount) }
  }
  if (method === 'standard:disconnect') {
    const disconnect = (await walletMethods(wallet)).includes('wallet_disconnect')
    await call(core, wallet, disconnect ? 'wallet_disconnect' : 'wallet_renouncePermissions', null)
    return null
  }
  const inputs = inputsOf(method, params)
  // One request at a time: a wallet shows one prompt per request.
  const answers: unknown[] = []
  for (const input of inputs)
    answers.push(
      method === 'bitcoin:signMessage'
        ? await signMessage(core, wallet, input)
        : await signTransaction(core, wallet, input),
    )
  return answers
}
