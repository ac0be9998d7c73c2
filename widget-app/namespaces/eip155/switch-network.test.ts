import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../../../shared/errors.js'
import { customEvmNetwork, knownNetwork, type Network } from '../../../shared/networks.js'
import { addChainParameter, switchEvmNetwork, type WalletRequest } from './switch-network.js'

const BASE = knownNetwork('eip155:8453')!
const ANVIL = knownNetwork('eip155:31337')!

interface Call {
  method: string
  params: unknown[]
}

/**
 * A wallet `request` that records calls and answers each method from a queue of replies
 * (a value, or an Error to throw); a method with no reply left answers null.
 */
function fakeWallet(replies: Record<string, (unknown | Error)[]>) {
  const calls: Call[] = []
  const request: WalletRequest = async (method, params) => {
    calls.push({ method, params })
    const reply = replies[method]?.shift()
    if (reply instanceof Error) throw reply
    return reply ?? null
  }
  return { request, calls, methods: () => calls.map((call) => call.method) }
}

const rpcError = (code: number, message = `wallet error ${code}`) => new ProviderRpcError(code, message)

describe('addChainParameter', () => {
  it('behavior: has exactly the EIP-3085 fields, with blockExplorerUrls when the network has explorers', () => {
    expect(addChainParameter(BASE)).toStrictEqual({
      chainId: '0x2105',
      chainName: 'Base',
      rpcUrls: ['https://mainnet.base.org'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrls: ['https://basescan.org'],
    })
  })

  it('behavior: without explorers there is no blockExplorerUrls key at all', () => {
    const parameter = addChainParameter(ANVIL)
    expect(Object.keys(parameter).sort()).toEqual(['chainId', 'chainName', 'nativeCurrency', 'rpcUrls'])
    expect(parameter.chainId).toBe('0x7a69')
  })

  it('behavior: a custom network uses its own name, RPC URL and a lower-case hex chain id', () => {
    const network: Network = customEvmNetwork(43_981, 'https://rpc.example')
    expect(addChainParameter(network)).toMatchObject({
      chainId: '0xabcd',
      chainName: 'Chain 43981',
      rpcUrls: ['https://rpc.example'],
    })
  })
})

describe('switchEvmNetwork', () => {
  it('behavior: on success only wallet_switchEthereumChain is sent, with the hex chain id', async () => {
    const wallet = fakeWallet({})
    await switchEvmNetwork(wallet.request, BASE, 'MetaMask')
    expect(wallet.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }])
  })

  it('behavior: 4902 leads to wallet_addEthereumChain with the EIP-3085 fields, then a second switch', async () => {
    const wallet = fakeWallet({ wallet_switchEthereumChain: [rpcError(4902)] })
    await switchEvmNetwork(wallet.request, BASE, 'MetaMask')
    expect(wallet.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      { method: 'wallet_addEthereumChain', params: [addChainParameter(BASE)] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
    expect(wallet.calls[1]?.params[0]).toHaveProperty('blockExplorerUrls', ['https://basescan.org'])
  })

  it('behavior: 4902 nested in cause is recognised too', async () => {
    const wrapped = new Error('Request failed', { cause: { code: 4902, message: 'Unrecognized chain' } })
    const wallet = fakeWallet({ wallet_switchEthereumChain: [wrapped] })
    await switchEvmNetwork(wallet.request, ANVIL, 'Rabby')
    expect(wallet.methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.calls[1]?.params).toEqual([
      {
        chainId: '0x7a69',
        chainName: 'Anvil Local',
        rpcUrls: ['http://127.0.0.1:8545'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
  })

  it('error: 4200 becomes "<wallet name> does not support programmatic chain switching." with code 4200', async () => {
    const original = rpcError(4200, 'Method not supported')
    const wallet = fakeWallet({ wallet_switchEthereumChain: [original] })
    const error = await switchEvmNetwork(wallet.request, BASE, 'Old Wallet').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).message).toBe('Old Wallet does not support programmatic chain switching.')
    expect((error as ProviderRpcError).code).toBe(4200)
    expect((error as ProviderRpcError).cause).toBe(original)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain'])
  })

  it('error: 4001 is rethrown unchanged and nothing is added', async () => {
    const rejection = rpcError(4001, 'User rejected the request.')
    const wallet = fakeWallet({ wallet_switchEthereumChain: [rejection] })
    await expect(switchEvmNetwork(wallet.request, BASE, 'MetaMask')).rejects.toBe(rejection)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain'])
  })

  it('error: a rejected add (4001) is rethrown and the second switch is not sent', async () => {
    const rejection = rpcError(4001, 'User rejected the request.')
    const wallet = fakeWallet({ wallet_switchEthereumChain: [rpcError(4902)], wallet_addEthereumChain: [rejection] })
    await expect(switchEvmNetwork(wallet.request, BASE, 'MetaMask')).rejects.toBe(rejection)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })
})
