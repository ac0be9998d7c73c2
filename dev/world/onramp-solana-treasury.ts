/**
 * The sandbox onramp's treasury on the local Solana network: an Ed25519 key whose seed is sha256 of a fixed
 * label (the same address on every start), funded at world start with SOL (the node's airdrop) and DUSD (minted
 * by DUSD's mint authority); and the server settings that sell SOL and DUSD there from it.
 */
import { createHash } from 'node:crypto'
import { type Address, createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { OnrampSolanaSettings } from '../../server/onramp/solana-settings.js'
import { SOLANA_LOCAL_NAME, SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { DUSD } from './solana/accounts.js'
import { mintDusd } from './solana/mint-dusd.js'

const TREASURY_LABEL = 'wallet-widget solana onramp treasury'

/** The treasury's 32-byte seed, hex: sha256 of its label. */
export const SOLANA_ONRAMP_TREASURY_SEED = createHash('sha256').update(TREASURY_LABEL).digest('hex')

/** The treasury's address (derived from the seed; onramp-solana-treasury.test.ts derives it again). */
export const SOLANA_ONRAMP_TREASURY_ADDRESS = '4PiPAG3JuA2pfLWyt7eEVrueofZLsgmsdTWj12v7Akp8' as Address

/** What the treasury holds after funding: 10,000 SOL (lamports) and 1,000,000 DUSD (its smallest unit). */
export const SOLANA_TREASURY_LAMPORTS = 10_000n * 1_000_000_000n
export const SOLANA_TREASURY_DUSD = 1_000_000n * 10n ** BigInt(DUSD.decimals)

/** The treasury's signer (tests send with it behind the server's back). */
export const solanaTreasurySigner = () =>
  createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(Buffer.from(SOLANA_ONRAMP_TREASURY_SEED, 'hex')))

/** Tops the treasury up to SOLANA_TREASURY_LAMPORTS and SOLANA_TREASURY_DUSD on the node at `rpcUrl`. */
export async function fundSolanaOnrampTreasury(rpcUrl: string): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  const address = SOLANA_ONRAMP_TREASURY_ADDRESS
  const { value: lamports } = await rpc.getBalance(address, { commitment: 'confirmed' }).send()
  if (lamports < SOLANA_TREASURY_LAMPORTS)
    await rpc.requestAirdrop(address, (SOLANA_TREASURY_LAMPORTS - lamports) as never).send()
  const [ata] = await findAssociatedTokenPda({ owner: address, mint: DUSD.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value: account } = await rpc.getAccountInfo(ata, { encoding: 'base64', commitment: 'confirmed' }).send()
  const held = account
    ? BigInt((await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value.amount)
    : 0n
  if (held < SOLANA_TREASURY_DUSD) await mintDusd(rpcUrl, address, SOLANA_TREASURY_DUSD - held)
}

/** The sandbox's Solana terms in the local world: SOL and DUSD on Solana Local, paid from the treasury above. */
export function demoSolanaOnrampSettings(): OnrampSolanaSettings {
  return {
    treasurySeed: SOLANA_ONRAMP_TREASURY_SEED,
    assets: [
      { symbol: 'SOL', name: 'Solana', decimals: 9 },
      { symbol: DUSD.symbol, name: DUSD.name, decimals: DUSD.decimals, mint: DUSD.mint },
    ],
    networks: [{ caipNetworkId: SOLANA_LOCAL_NETWORK_ID, displayName: SOLANA_LOCAL_NAME }],
  }
}
