/**
 * What the WalletConnect test wallet (wc-wallet.ts) answers to a session request: `personal_sign`
 * and `eth_signTypedData_v4` signed with its key, `eth_chainId` and `eth_accounts`, and
 * `eth_sendTransaction` signed and sent to the chain's node when the wallet was given one; every
 * other method is refused with EIP-1193's 4200.
 */
import { createWalletClient, http, isAddressEqual, isHex, numberToHex, type TypedDataDefinition } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/** EIP-1193: the wallet does not support the method. */
const UNSUPPORTED_METHOD = 4200
/** JSON-RPC: the request's params are unusable. */
const INVALID_PARAMS = -32602
/** The methods answered; a session approves these besides whatever the widget asks for. */
export const ANSWERED_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_chainId', 'eth_accounts']

/** A refusal with the JSON-RPC or EIP-1193 code the widget receives. */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The result of a session request, or a RequestError with the code to answer. */
export async function answerRequest(
  account: PrivateKeyAccount,
  method: string,
  params: unknown,
  chainId: string,
  /** The node of an EVM chain id the wallet sends transactions to; none: it refuses them. */
  rpcUrlOf: (chainId: number) => string | undefined = () => undefined,
): Promise<unknown> {
  switch (method) {
    case 'eth_chainId':
      return numberToHex(Number(chainId.split(':')[1]))
    case 'eth_accounts':
      return [account.address]
    case 'personal_sign': {
      const [message, address] = asArray(params)
      if (typeof message !== 'string')
        throw new RequestError(INVALID_PARAMS, 'personal_sign: the message must be a string')
      assertOwnAddress(account, address)
      // A hex message is signed as bytes, anything else as UTF-8 text, as wallets do.
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = asArray(params)
      assertOwnAddress(account, address)
      return account.signTypedData(typedData(data))
    }
    case 'eth_sendTransaction': {
      const rpcUrl = rpcUrlOf(Number(chainId.split(':')[1]))
      if (!rpcUrl) throw new RequestError(UNSUPPORTED_METHOD, `wc-wallet does not support ${method}`)
      return sendTransaction(account, asArray(params)[0], rpcUrl)
    }
    default:
      throw new RequestError(UNSUPPORTED_METHOD, `wc-wallet does not support ${method}`)
  }
}

/** Signs and sends `{ from, to, value?, data?, gas? }` through the node; the node fills nonce and fees. */
async function sendTransaction(account: PrivateKeyAccount, value: unknown, rpcUrl: string): Promise<string> {
  if (typeof value !== 'object' || value === null)
    throw new RequestError(INVALID_PARAMS, 'eth_sendTransaction: no transaction')
  const { from, to, value: amount, data, gas } = value as Record<string, unknown>
  assertOwnAddress(account, from)
  if (typeof to !== 'string' || !isHex(to) || to.length !== 42)
    throw new RequestError(INVALID_PARAMS, 'eth_sendTransaction: to must be an address')
  const hexOrUndefined = (field: unknown, name: string) => {
    if (field === undefined) return undefined
    if (typeof field !== 'string' || !isHex(field))
      throw new RequestError(INVALID_PARAMS, `eth_sendTransaction: ${name} must be hex`)
    return field
  }
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const valueHex = hexOrUndefined(amount, 'value')
  const gasHex = hexOrUndefined(gas, 'gas')
  return wallet.sendTransaction({
    chain: null,
    to,
    data: hexOrUndefined(data, 'data'),
    ...(valueHex && { value: BigInt(valueHex) }),
    ...(gasHex && { gas: BigInt(gasHex) }),
  })
}

function assertOwnAddress(account: PrivateKeyAccount, value: unknown): void {
  if (typeof value !== 'string' || !isHex(value) || value.length !== 42 || !isAddressEqual(value, account.address)) {
    throw new RequestError(INVALID_PARAMS, `the address must be the wallet's account ${account.address}`)
  }
}

/** Typed data as eth_signTypedData_v4 carries it: a JSON string (or an object) with EIP712Domain in types. */
function typedData(data: unknown): TypedDataDefinition {
  let value: unknown = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      throw new RequestError(INVALID_PARAMS, 'eth_signTypedData_v4: the typed data is not JSON')
    }
  }
  if (typeof value !== 'object' || value === null)
    throw new RequestError(INVALID_PARAMS, 'eth_signTypedData_v4: no typed data')
  const { domain, types, primaryType, message } = value as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string' || typeof message !== 'object') {
    throw new RequestError(INVALID_PARAMS, 'eth_signTypedData_v4: types, primaryType and message are required')
  }
  // viem derives the domain type from `domain` itself; a listed EIP712Domain is redundant.
  const { EIP712Domain: _domainType, ...rest } = types as Record<string, unknown>
  return {
    domain: (domain ?? {}) as TypedDataDefinition['domain'],
    types: rest,
    primaryType,
    message,
  } as TypedDataDefinition
}

function asArray(params: unknown): unknown[] {
  if (!Array.isArray(params)) throw new RequestError(INVALID_PARAMS, 'params must be an array')
  return params
}
