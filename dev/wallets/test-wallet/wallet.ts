/**
 * The test wallet itself: one account, the chains it knows, the EIP-1193 methods it answers
 * (accounts, signing, transactions, chain switching), and prompts the test approves or rejects.
 */
import { createWalletClient, http, isHex, numberToHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { ETHER, FORWARDED_METHODS, type KnownChain, rpcCall, toViemChain } from './chains.js'
import { Emitter } from './emitter.js'
import { invalidParams, ProviderRpcError, toProviderError, unauthorized, userRejected } from './errors.js'
import {
  isRecord,
  parseAddChainParameter,
  parseChainId,
  parseTransaction,
  parseTypedData,
  sameAddress,
} from './params.js'
import { readPermission, writePermission } from './permission.js'
import type {
  AddEthereumChainParameter,
  ProviderEvents,
  RecordedRequest,
  RequestArguments,
  ResolvedConfig,
  TestWalletProvider,
} from './types.js'

interface PendingApproval {
  method: string
  resolve: () => void
  reject: (error: ProviderRpcError) => void
}

type Handler = (params: readonly unknown[]) => unknown

export class TestWallet {
  readonly requests: RecordedRequest[] = []
  readonly addedChains: AddEthereumChainParameter[] = []
  readonly provider: TestWalletProvider

  private account: PrivateKeyAccount
  private readonly chains = new Map<number, KnownChain>()
  private activeChainId: number
  // Like an extension, the wallet remembers that this site was allowed, across reloads.
  private authorized = readPermission()
  private connected = false
  private readonly events = new Emitter<ProviderEvents>()
  private readonly approvals: PendingApproval[] = []
  private readonly handlers: ReadonlyMap<string, Handler>

  constructor(private readonly config: ResolvedConfig) {
    this.account = privateKeyToAccount(config.privateKey)
    for (const chain of config.chains) {
      this.chains.set(chain.chainId, {
        id: chain.chainId,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        nativeCurrency: ETHER,
      })
    }
    this.activeChainId = config.chains[0]!.chainId
    this.handlers = this.createHandlers()
    this.provider = this.createProvider()
  }

  get address(): Address {
    return this.account.address
  }

  // --- test controls -------------------------------------------------------

  approveNext(): boolean {
    const next = this.approvals.shift()
    next?.resolve()
    return next !== undefined
  }

  rejectNext(): boolean {
    const next = this.approvals.shift()
    next?.reject(userRejected())
    return next !== undefined
  }

  pendingCount(): number {
    return this.approvals.length
  }

  setAccount(privateKey: Hex): void {
    this.account = privateKeyToAccount(privateKey)
    // A site that was never authorized must not learn about the new account.
    if (this.authorized) this.events.emit('accountsChanged', [this.account.address])
  }

  disconnect(): void {
    this.connected = false
    this.events.emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
    this.deauthorize()
  }

  emitChainChanged(chainIdHex: string): void {
    const id = Number.parseInt(chainIdHex, 16)
    // Keep eth_chainId consistent with the event whenever the chain is one we know.
    if (this.chains.has(id)) this.activeChainId = id
    this.events.emit('chainChanged', chainIdHex)
  }

  // --- provider ------------------------------------------------------------

  private createProvider(): TestWalletProvider {
    const provider: TestWalletProvider = {
      isTestWallet: true,
      request: (args) => this.request(args),
      on: (event, listener) => {
        this.events.on(event, listener)
        return provider
      },
      removeListener: (event, listener) => {
        this.events.off(event, listener)
        return provider
      },
    }
    return provider
  }

  private async request(args: RequestArguments): Promise<unknown> {
    const method: unknown = isRecord(args) ? args.method : undefined
    const params: unknown = isRecord(args) ? args.params : undefined
    this.requests.push({ method: String(method), params })
    try {
      if (typeof method !== 'string') throw invalidParams('Expected a request object with a string "method".')
      if (params !== undefined && !Array.isArray(params)) throw invalidParams(`${method}: params must be an array.`)
      return await this.dispatch(method, params ?? [])
    } catch (err) {
      throw toProviderError(err)
    }
  }

  private dispatch(method: string, params: readonly unknown[]): unknown {
    const handler = this.handlers.get(method)
    if (handler) return handler(params)
    if (FORWARDED_METHODS.has(method)) return rpcCall(this.activeChain().rpcUrl, method, params)
    throw new ProviderRpcError(4200, `The method "${method}" is not supported by this wallet.`)
  }

  private createHandlers(): ReadonlyMap<string, Handler> {
    return new Map<string, Handler>([
      ['eth_requestAccounts', () => this.requestAccounts()],
      ['eth_accounts', () => (this.authorized ? [this.account.address] : [])],
      ['eth_chainId', () => numberToHex(this.activeChainId)],
      ['net_version', () => String(this.activeChainId)],
      ['personal_sign', ([message, address]) => this.personalSign(message, address)],
      ['eth_sign', ([address, data]) => this.ethSign(address, data)],
      ['eth_signTypedData_v4', ([address, typedData]) => this.signTypedData(address, typedData)],
      ['eth_sendTransaction', ([transaction]) => this.sendTransaction(transaction)],
      ['wallet_switchEthereumChain', ([param]) => this.switchChain(param)],
      ['wallet_addEthereumChain', ([param]) => this.addChain(param)],
      ['wallet_revokePermissions', () => this.revokePermissions()],
    ])
  }

  // --- authorization -------------------------------------------------------

  private waitForApproval(method: string): Promise<void> {
    if (this.config.autoApprove) return Promise.resolve()
    return new Promise((resolve, reject) => this.approvals.push({ method, resolve, reject }))
  }

  private assertAuthorizedFor(address: unknown): void {
    if (!this.authorized || !sameAddress(address, this.account.address)) throw unauthorized()
  }

  private authorize(): void {
    if (this.authorized) return
    this.authorized = true
    writePermission(true)
    if (!this.connected) {
      this.connected = true
      this.events.emit('connect', { chainId: numberToHex(this.activeChainId) })
    }
    this.events.emit('accountsChanged', [this.account.address])
  }

  private deauthorize(): void {
    if (!this.authorized) return
    this.authorized = false
    writePermission(false)
    this.events.emit('accountsChanged', [])
  }

  private async requestAccounts(): Promise<Address[]> {
    // Like extension wallets, an already-connected site gets its accounts without a prompt.
    if (!this.authorized) {
      await this.waitForApproval('eth_requestAccounts')
      this.authorize()
    }
    return [this.account.address]
  }

  private revokePermissions(): null {
    this.deauthorize()
    return null
  }

  // --- signing -------------------------------------------------------------

  private async personalSign(message: unknown, address: unknown): Promise<Hex> {
    this.assertAuthorizedFor(address)
    if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address].')
    const account = this.account
    await this.waitForApproval('personal_sign')
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  // Follows the JSON-RPC spec (and geth/anvil): the data is signed with the
  // "\x19Ethereum Signed Message" prefix, not as a bare hash.
  private async ethSign(address: unknown, data: unknown): Promise<Hex> {
    this.assertAuthorizedFor(address)
    if (!isHex(data, { strict: true })) throw invalidParams('eth_sign expects [address, hexData].')
    const account = this.account
    await this.waitForApproval('eth_sign')
    return account.signMessage({ message: { raw: data } })
  }

  private async signTypedData(address: unknown, typedData: unknown): Promise<Hex> {
    this.assertAuthorizedFor(address)
    const definition = parseTypedData(typedData)
    const account = this.account
    await this.waitForApproval('eth_signTypedData_v4')
    return account.signTypedData(definition)
  }

  // --- transactions --------------------------------------------------------

  private async sendTransaction(transaction: unknown): Promise<Hex> {
    this.assertAuthorizedFor(isRecord(transaction) ? transaction.from : undefined)
    const request = parseTransaction(transaction, this.activeChainId)
    const account = this.account
    const chain = this.activeChain()
    await this.waitForApproval('eth_sendTransaction')
    const client = createWalletClient({
      account,
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
    })
    return client.sendTransaction(request)
  }

  // --- chains --------------------------------------------------------------

  private activeChain(): KnownChain {
    const chain = this.chains.get(this.activeChainId)
    if (!chain) throw new ProviderRpcError(4901, 'The active chain is not configured.')
    return chain
  }

  private activate(chainId: number): void {
    if (chainId === this.activeChainId) return
    this.activeChainId = chainId
    this.events.emit('chainChanged', numberToHex(chainId))
  }

  private switchChain(param: unknown): null {
    if (!isRecord(param)) throw invalidParams('wallet_switchEthereumChain expects [{ chainId }].')
    const chainId = parseChainId(param.chainId)
    if (!this.chains.has(chainId)) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    this.activate(chainId)
    return null
  }

  private addChain(param: unknown): null {
    const chain = parseAddChainParameter(param)
    this.addedChains.push(chain)
    const chainId = parseChainId(chain.chainId)
    if (!this.chains.has(chainId)) {
      const rpcUrl = this.config.addableChains?.[chainId]
      if (rpcUrl === undefined) throw invalidParams(`Unknown chain ${numberToHex(chainId)}: this wallet cannot add it.`)
      this.chains.set(chainId, { id: chainId, name: chain.chainName, rpcUrl, nativeCurrency: chain.nativeCurrency })
    }
    this.activate(chainId)
    return null
  }
}
