/**
 * The local Solana world's starting state, made with real transactions on the ledger: 100 SOL for each dev
 * account, the DUSD mint (6 decimals, at its fixed address), and 1,000 DUSD in each dev account's
 * associated token account.
 */
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  DUSD,
  DUSD_MINT_AUTHORITY_KEY,
  DUSD_MINT_KEY,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_DUSD,
  SOLANA_DEV_LAMPORTS,
  type SolanaDevKey,
  seedBytes,
} from './accounts.js'
import type { Ledger } from './ledger.js'

const MINT_SIZE = 82n
/** What the mint authority pays the mint's and the token accounts' rent and the fees from. */
const AUTHORITY_LAMPORTS = 10_000_000_000n

export const signerOf = (key: SolanaDevKey): Promise<TransactionSigner> =>
  createKeyPairSignerFromPrivateKeyBytes(seedBytes(key))

async function land(ledger: Ledger, payer: TransactionSigner, instructions: Instruction[]): Promise<void> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const outcome = ledger.land(await signTransactionMessageWithSigners(message))
  if (outcome.err !== null)
    throw new Error(
      `solana node: a start transaction failed: ${JSON.stringify(outcome.err)}\n${outcome.logs.join('\n')}`,
    )
}

function airdrop(ledger: Ledger, address: SolanaDevKey['address'], lamports: bigint): void {
  const outcome = ledger.airdrop(address, lamports)
  if (outcome.err !== null) throw new Error(`solana node: funding ${address} failed: ${JSON.stringify(outcome.err)}`)
}

/** Funds the dev accounts and mints DUSD to them; run once on a fresh ledger. */
export async function seedDemoState(ledger: Ledger): Promise<void> {
  const authority = await signerOf(DUSD_MINT_AUTHORITY_KEY)
  const mint = await signerOf(DUSD_MINT_KEY)
  airdrop(ledger, authority.address, AUTHORITY_LAMPORTS)
  for (const account of SOLANA_DEV_ACCOUNTS) airdrop(ledger, account.address, SOLANA_DEV_LAMPORTS)
  await land(ledger, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: ledger.svm.minimumBalanceForRentExemption(MINT_SIZE),
      space: MINT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals: DUSD.decimals, mintAuthority: authority.address }),
  ])
  const holdings = await Promise.all(
    SOLANA_DEV_ACCOUNTS.map(async ({ address: owner }) => {
      const [ata] = await findAssociatedTokenPda({ owner, mint: DUSD.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
      return [
        getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint: DUSD.mint }),
        getMintToInstruction({ mint: DUSD.mint, token: ata, mintAuthority: authority, amount: SOLANA_DEV_DUSD }),
      ]
    }),
  )
  await land(ledger, authority, holdings.flat())
}
