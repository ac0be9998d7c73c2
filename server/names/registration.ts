/**
 * Registering an account name: the chain-id rule (coin type 60, or 0x80000000 | chainId with chainId
 * below 2^31, on a chain this server serves), the signed message (registration-message.ts), the
 * signature checked on that chain's node with viem's `verifyMessage` (an EOA's recovery, ERC-1271 for a
 * deployed smart account, ERC-6492 for one not yet deployed), and the name free (store.ts).
 */
import { createPublicClient, HttpRequestError, http, type PublicClient, TimeoutError } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { RegisterNameRequest } from '../../shared/contracts/profile.js'
import { ApiError } from '../api-error.js'
import type { ChainEndpoint } from '../config.js'
import type { Queryable } from '../db/database.js'
import { fullName } from './account-name.js'
import { NameRefusal } from './refusal.js'
import { parseRegistrationMessage } from './registration-message.js'
import type { NameSettings } from './settings.js'
import { findByLabel, registerName } from './store.js'

export const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_BASE = 0x8000_0000

/** The EVM chain a coin type names (ENSIP-11); 'Invalid chainId' for any other coin type. */
export function chainIdOfCoinType(coinType: number): number {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_BASE || coinType > 0xffff_ffff)
    throw new NameRefusal(400, 'INVALID_CHAIN_ID', 'Invalid chainId')
  return coinType - EVM_COIN_TYPE_BASE
}

export interface Registrar {
  register(request: RegisterNameRequest, now: Date): Promise<{ name: string }>
}

export interface RegistrarParameters {
  db: Queryable
  settings: NameSettings
  chains: readonly ChainEndpoint[]
  nodeTimeoutMs: number
}

export function createRegistrar({ db, settings, chains, nodeTimeoutMs }: RegistrarParameters): Registrar {
  const clients = new Map<string, PublicClient>()
  const clientFor = (chainId: number): PublicClient => {
    const network = `eip155:${chainId}`
    const endpoint = chains.find((chain) => chain.caipNetworkId === network)
    if (!endpoint) throw new NameRefusal(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain')
    let client = clients.get(network)
    if (!client) {
      client = createPublicClient({ transport: http(endpoint.rpcUrl, { timeout: nodeTimeoutMs, retryCount: 0 }) })
      clients.set(network, client)
    }
    return client
  }

  const signatureValid = async (client: PublicClient, request: RegisterNameRequest): Promise<boolean> => {
    try {
      return await verifyMessage(client, {
        address: request.address as `0x${string}`,
        message: request.message,
        signature: request.signature as `0x${string}`,
      })
    } catch (err) {
      if (err instanceof HttpRequestError || err instanceof TimeoutError)
        throw new ApiError(502, 'The chain node did not answer')
      // A signature viem cannot even parse is simply not a valid one.
      return false
    }
  }

  return {
    async register(request, now) {
      const coinType = Number(request.coin_type)
      const client = clientFor(chainIdOfCoinType(coinType))
      const message = parseRegistrationMessage(request.message, settings, now)
      const taken = () => new NameRefusal(409, 'NAME_TAKEN', `The name ${message.name} is already taken`)
      // Before asking the node: a taken name needs no signature check. The insert below still decides.
      if (await findByLabel(db, message.label)) throw taken()
      if (!(await signatureValid(client, request)))
        throw new NameRefusal(
          401,
          'INVALID_SIGNATURE',
          `The signature is not ${request.address}'s signature of the registration message`,
        )
      const outcome = await registerName(
        db,
        {
          label: message.label,
          name: fullName(message.label, settings.parent),
          address: request.address,
          coinType,
          message: request.message,
          signature: request.signature,
        },
        now,
      )
      if (outcome.ok) return { name: message.name }
      if (outcome.reason === 'name-taken') throw taken()
      throw new NameRefusal(409, 'ACCOUNT_HAS_NAME', `The account ${request.address} already has a name`)
    },
  }
}
