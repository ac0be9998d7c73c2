/** What the test wallet's page and the browser tests see of it: its configuration, provider and test controls. */
import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from './errors.js'

export interface TestWalletChainConfig {
  chainId: number
  rpcUrl: string
  name: string
}

export interface TestWalletConfig {
  privateKey: Hex
  /** Chains known at start; the first one is active. */
  chains: TestWalletChainConfig[]
  /** chainId -> rpcUrl accepted by wallet_addEthereumChain (the site's rpcUrls are ignored). */
  addableChains?: Record<number, string>
  name?: string
  rdns?: string
  /** When false, every request needing approval waits for approveNext()/rejectNext(). */
  autoApprove?: boolean
  /** EIP-6963 announcement (default true). */
  announce?: boolean
  /** Also install the provider as `window.ethereum` (default false). */
  legacy?: boolean
}

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface AddEthereumChainParameter {
  chainId: string
  chainName: string
  rpcUrls: string[]
  nativeCurrency: NativeCurrency
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

export interface RecordedRequest {
  method: string
  params: unknown
}

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export type ProviderEvents = {
  connect: [info: { chainId: Hex }]
  disconnect: [error: ProviderRpcError]
  accountsChanged: [accounts: Address[]]
  chainChanged: [chainId: string]
  message: [message: { type: string; data: unknown }]
}

type ProviderListener<E extends keyof ProviderEvents> = (...args: ProviderEvents[E]) => void

export interface TestWalletProvider {
  readonly isTestWallet: true
  request(args: RequestArguments): Promise<unknown>
  on<E extends keyof ProviderEvents>(event: E, listener: ProviderListener<E>): TestWalletProvider
  removeListener<E extends keyof ProviderEvents>(event: E, listener: ProviderListener<E>): TestWalletProvider
}

export interface TestWalletControl {
  /** Checksummed address of the current account. */
  readonly address: Address
  readonly provider: TestWalletProvider
  /** Every request the provider received, in arrival order. */
  readonly requests: RecordedRequest[]
  /** Parameters of every well-formed wallet_addEthereumChain call, accepted or not. */
  readonly addedChains: AddEthereumChainParameter[]
  /** Approves the oldest pending prompt; false when none is pending. */
  approveNext(): boolean
  /** Rejects the oldest pending prompt with 4001; false when none is pending. */
  rejectNext(): boolean
  pendingCount(): number
  setAccount(privateKey: Hex): void
  disconnect(): void
  emitChainChanged(chainIdHex: string): void
}

/** The configuration with every default filled in. */
export type ResolvedConfig = Required<Omit<TestWalletConfig, 'addableChains'>> & Pick<TestWalletConfig, 'addableChains'>
