/**
 * The fungible balances of a Solana address, in the balance API's shape: SOL (no address) and each listed SPL
 * token it holds (`address` CAIP-10 `solana:<ref>:<mint>`), amounts exact from the integers, priced by the
 * PriceSource by symbol. Token amounts are read no older than the slot the SOL balance was read at.
 * @solana/kit is loaded on the first Solana request, so a server without Solana networks never loads it.
 */
import type { Address, Rpc, SolanaRpcApi } from '@solana/kit'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import { knownNetwork } from '../../../shared/networks.js'
import { SOL } from '../../../shared/solana-networks.js'
import { ApiError } from '../../api-error.js'
import { ChainNotServed } from '../balances.js'
import type { PriceSource } from '../price-source.js'
import { type HoldingRow, pricedBalances } from '../priced-balances.js'
import type { SolanaNetworkSetting, SolanaSettings } from './settings.js'

export interface SolanaBalanceServiceParameters {
  settings: SolanaSettings
  priceSource: PriceSource
  iconUrl(symbol: string): string
  /** How long one call to a node may take. */
  nodeTimeoutMs: number
}

export interface SolanaBalanceService {
  /**
   * Every non-zero balance of `owner`, SOL first; 400 naming the network when the server has no node for it,
   * 400 naming the address when it is not a base58 Solana address.
   */
  balances(chainId: string, owner: string): Promise<Balance[]>
}

interface ParsedTokenAccount {
  mint: string
  tokenAmount: { amount: string; decimals: number }
}

export const isSolanaNetworkId = (chainId: string): boolean => chainId.startsWith('solana:')

let libraries: Promise<[typeof import('@solana/kit'), typeof import('../../../shared/solana/token-programs.js')]>
const loadLibraries = () => {
  libraries ??= Promise.all([import('@solana/kit'), import('../../../shared/solana/token-programs.js')])
  return libraries
}

export function createSolanaBalanceService({
  settings,
  priceSource,
  iconUrl,
  nodeTimeoutMs,
}: SolanaBalanceServiceParameters): SolanaBalanceService {
  const networks = new Map(settings.networks.map((network) => [network.caipNetworkId, network]))
  const rpcs = new Map<string, Rpc<SolanaRpcApi>>()

  const heldTokens = async (rpc: Rpc<SolanaRpcApi>, owner: Address, slot: bigint, abortSignal: AbortSignal) => {
    const [, { TOKEN_PROGRAMS }] = await loadLibraries()
    const read = (programId: Address) =>
      rpc
        .getTokenAccountsByOwner(
          owner,
          { programId },
          { encoding: 'jsonParsed', minContextSlot: slot, commitment: 'confirmed' },
        )
        .send({ abortSignal })
    const answers = await Promise.all(TOKEN_PROGRAMS.map(read))
    // An owner may hold a mint in several token accounts: the balance is their sum.
    const byMint = new Map<string, { amount: bigint; decimals: number }>()
    for (const { account } of answers.flatMap((answer) => answer.value)) {
      const { mint, tokenAmount } = account.data.parsed.info as ParsedTokenAccount
      const held = byMint.get(mint)
      byMint.set(mint, { amount: (held?.amount ?? 0n) + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
    }
    return byMint
  }

  const rowsOf = async (
    network: SolanaNetworkSetting,
    rpc: Rpc<SolanaRpcApi>,
    owner: Address,
  ): Promise<HoldingRow[]> => {
    const abortSignal = AbortSignal.timeout(nodeTimeoutMs)
    const { context, value: lamports } = await rpc.getBalance(owner, { commitment: 'confirmed' }).send({ abortSignal })
    const held = await heldTokens(rpc, owner, context.slot, abortSignal)
    const native = knownNetwork(network.caipNetworkId)?.nativeCurrency ?? SOL
    return [
      { name: native.name, symbol: native.symbol, decimals: native.decimals, amount: lamports, key: 'native' },
      ...network.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        decimals: held.get(token.mint)?.decimals ?? 0,
        amount: held.get(token.mint)?.amount ?? 0n,
        key: token.mint,
        caipAddress: `${network.caipNetworkId}:${token.mint}`,
      })),
    ].filter((row) => row.amount > 0n)
  }

  return {
    async balances(chainId, owner) {
      const network = networks.get(chainId)
      if (!network) throw new ChainNotServed(chainId)
      const [{ createSolanaRpc, isAddress }] = await loadLibraries()
      if (!isAddress(owner))
        throw new ApiError(400, `address must be a base58 Solana address, got "${owner.slice(0, 64)}"`, {
          field: 'address',
        })
      let rpc = rpcs.get(chainId)
      if (!rpc) {
        rpc = createSolanaRpc(network.rpcUrl)
        rpcs.set(chainId, rpc)
      }
      return pricedBalances(chainId, await rowsOf(network, rpc, owner), priceSource, iconUrl)
    },
  }
}
