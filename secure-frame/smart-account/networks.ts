/**
 * The project's smart-account-enabled networks, from this origin's `GET /v1/smart-accounts/networks`
 * (shared/contracts/smart-accounts.ts). Asked once per frame: the answer is server configuration, which a
 * frame outlives only across a deployment, and a failed ask is asked again next time.
 */
import * as z from 'zod/mini'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import { SmartAccountNetworksAnswer, type SmartAccountNetworkAnswer } from '../../shared/contracts/smart-accounts.js'
import type { FetchLike } from '../auth-api.js'

export type SmartAccountNetwork = SmartAccountNetworkAnswer

/** How the frame names itself to the server's project query (`st`, `sv`). */
const SDK_TYPE = 'wallet-widget-secure-frame'
const SDK_VERSION = '1'

export interface SmartAccountNetworksOptions {
  projectId: string
  /** Same-origin fetch (the frame's own origin serves the smart-account API). */
  fetch: FetchLike
}

export type SmartAccountNetworks = ReturnType<typeof createSmartAccountNetworks>

export function createSmartAccountNetworks({ projectId, fetch }: SmartAccountNetworksOptions) {
  let answer: Promise<SmartAccountNetwork[]> | null = null

  async function load(signal?: AbortSignal): Promise<SmartAccountNetwork[]> {
    const query = new URLSearchParams({ projectId, st: SDK_TYPE, sv: SDK_VERSION })
    let response: Response
    try {
      response = await fetch(`/v1/smart-accounts/networks?${query}`, {
        method: 'GET',
        credentials: 'omit',
        ...(signal ? { signal } : {}),
      })
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new ProviderRpcError(
        RpcErrorCode.internal,
        'SMART_ACCOUNT_NETWORKS_UNREACHABLE: the wallet server could not be reached',
        { cause },
      )
    }
    const parsed = z.safeParse(SmartAccountNetworksAnswer, await response.json().catch(() => undefined))
    if (!response.ok || !parsed.success)
      throw new ProviderRpcError(
        RpcErrorCode.internal,
        `SMART_ACCOUNT_NETWORKS_FAILED: the wallet server answered the smart-account networks with HTTP ${response.status}${parsed.success ? '' : ' and no valid list'}`,
      )
    return parsed.data.networks
  }

  const list = (signal?: AbortSignal): Promise<SmartAccountNetwork[]> => {
    answer ??= load(signal).catch((error: unknown) => {
      answer = null
      throw error
    })
    return answer
  }

  return {
    list,
    /** The network of `chainId`, or null where smart accounts are not enabled on it. */
    async find(chainId: number, signal?: AbortSignal): Promise<SmartAccountNetwork | null> {
      return (await list(signal)).find((network) => network.chainId === chainId) ?? null
    },
  }
}
