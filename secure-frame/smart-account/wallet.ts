/**
 * Which account of the signed-in owner is active, and what the frame tells the widget about it. An eip155
 * chain defaults to the smart account where the project enables smart accounts on it, else to the EOA; the
 * widget may prefer either (it stores the choice and names it in `getUser`), and `setPreferredAccount`
 * switches. A preference for the smart account on a chain without smart accounts falls back to the EOA.
 */
import type { Address, LocalAccount } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { AccountType } from '../../shared/protocol/secure-frame.js'
import type { FetchLike } from '../auth-api.js'
import { type ActiveSmartAccount, createSmartAccounts } from './accounts.js'
import { createSmartAccountNetworks } from './networks.js'
import { createCallsRegistry } from './calls-registry.js'

export const NO_SMART_ACCOUNT_ON_CHAIN = 'SMART_ACCOUNT_NOT_ENABLED'

export interface AccountsView {
  address: Address
  accounts: { address: Address; type: AccountType }[]
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  /** Where the project enables smart accounts (empty when they cannot be reached now). */
  smartAccountEnabledNetworks: number[]
}

export type SmartAccountWallet = ReturnType<typeof createSmartAccountWallet>

export interface SmartAccountWalletOptions {
  projectId: string
  /** Same-origin fetch for the smart-account API. */
  fetch: FetchLike
  /** Fetch for the chain API, the bundler and the paymaster. */
  rpcFetch: FetchLike
  /** The deployment's chain API for a chain. */
  rpcUrlFor: (chainId: number) => string
  pollingInterval?: number
  /** The clock a sponsorship's validity is read against (ms since the epoch). */
  now?: () => number
}

export function createSmartAccountWallet(options: SmartAccountWalletOptions) {
  const networks = createSmartAccountNetworks({ projectId: options.projectId, fetch: options.fetch })
  const accounts = createSmartAccounts({
    networks,
    rpcUrlFor: options.rpcUrlFor,
    fetch: options.rpcFetch,
    ...(options.pollingInterval ? { pollingInterval: options.pollingInterval } : {}),
  })
  /** The user's choice; null until they (or the widget on their behalf) made one. */
  let preferred: AccountType | null = null
  /** Whose choice it is: another owner signing in starts from the default again. */
  let chooser: Address | null = null
  const calls = createCallsRegistry()
  const deployedListeners = new Set<(chainId: number) => void>()
  const track = (owner: LocalAccount) => {
    if (owner.address === chooser) return
    chooser = owner.address
    preferred = null
    calls.clear()
  }

  /** The smart account when it is the active account on `chainId`, else null (the EOA is active). */
  async function active(
    owner: LocalAccount,
    chainId: number,
    signal?: AbortSignal,
  ): Promise<ActiveSmartAccount | null> {
    track(owner)
    if (preferred === 'eoa') return null
    return accounts.forChain(owner, chainId, signal)
  }

  /** The smart account on `chainId`; refused (4200) where the project does not enable smart accounts. */
  async function enabledOn(owner: LocalAccount, chainId: number, signal?: AbortSignal): Promise<ActiveSmartAccount> {
    const smart = await accounts.forChain(owner, chainId, signal)
    if (smart) return smart
    throw new ProviderRpcError(
      RpcErrorCode.unsupportedMethod,
      `${NO_SMART_ACCOUNT_ON_CHAIN}: smart accounts are not enabled on chain ${chainId}`,
    )
  }

  /** Both accounts and the active one; the EOA alone where smart accounts are off or cannot be reached now. */
  async function view(
    owner: LocalAccount,
    chainId: number,
    signal?: AbortSignal,
    warn: (message: string) => void = console.warn,
  ): Promise<AccountsView> {
    track(owner)
    const unavailable = (error: unknown) => {
      signal?.throwIfAborted()
      warn(`[SecureFrame] the smart account is unavailable: ${(error as Error).message}`)
      return null
    }
    const smart = await accounts.forChain(owner, chainId, signal).catch(unavailable)
    const enabled = smart ? await networks.list(signal) : ((await networks.list(signal).catch(unavailable)) ?? [])
    const smartAccountEnabledNetworks = enabled.map((network) => network.chainId)
    const eoa = { address: owner.address, type: 'eoa' as const }
    // On a network without smart accounts the EOA is active; the preference stays for the networks with them.
    if (!smart)
      return {
        address: owner.address,
        accounts: [eoa],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        smartAccountEnabledNetworks,
      }
    const address = smart.account.address
    const type: AccountType = preferred ?? 'smartAccount'
    return {
      address: type === 'smartAccount' ? address : owner.address,
      accounts: [{ address, type: 'smartAccount' }, eoa],
      preferredAccountType: type,
      smartAccountDeployed: await smart.account.isDeployed(),
      smartAccountEnabledNetworks,
    }
  }

  return {
    accounts,
    calls,
    active,
    view,
    /** The widget's stored preference, named in `getUser`. */
    prefer(owner: LocalAccount, type: AccountType | undefined): void {
      track(owner)
      if (type) preferred = type
    },
    /** §7 set preferred account: switches the active account; the smart account only where it is enabled. */
    async setPreferred(type: AccountType, owner: LocalAccount, chainId: number, signal?: AbortSignal) {
      track(owner)
      if (type === 'smartAccount') {
        const smart = await enabledOn(owner, chainId, signal)
        preferred = type
        return { type, address: smart.account.address }
      }
      preferred = type
      return { type, address: owner.address }
    },
    /** §7 init smart account: its address (known before deployment) and whether it is deployed. */
    async init(owner: LocalAccount, chainId: number, signal?: AbortSignal) {
      const smart = await enabledOn(owner, chainId, signal)
      return { address: smart.account.address, isDeployed: await smart.account.isDeployed() }
    },
    /** Calls `listener` with the chain each time an operation that deployed the smart account landed. */
    onDeployed(listener: (chainId: number) => void): () => void {
      deployedListeners.add(listener)
      return () => deployedListeners.delete(listener)
    },
    /** An operation carrying the account's deployment landed on `chainId`. */
    deployed(chainId: number): void {
      for (const listener of deployedListeners) listener(chainId)
    },
    now: options.now ?? Date.now,
    /** The deployment's chain API for a chain. */
    rpcUrlFor: options.rpcUrlFor,
    /** The owner signed out: their accounts, choice and batches are forgotten. */
    reset(): void {
      preferred = null
      chooser = null
      accounts.clear()
      calls.clear()
    },
  }
}
