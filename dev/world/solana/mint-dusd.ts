/**
 * DUSD minted to an owner through a running node's JSON-RPC, as anyone holding the mint authority would: the
 * owner's associated token account created when missing, then the amount minted into it. For the world's
 * treasuries and the tests that need DUSD where the start state put none.
 */
import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DUSD, DUSD_MINT_AUTHORITY_KEY } from './accounts.js'
import { signerOf } from './demo-token.js'

/** Mints `amount` DUSD (its smallest unit) to `owner` on the node at `rpcUrl`; resolves once the node took it. */
export async function mintDusd(rpcUrl: string, owner: Address, amount: bigint): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  const authority = await signerOf(DUSD_MINT_AUTHORITY_KEY)
  const [ata] = await findAssociatedTokenPda({ owner, mint: DUSD.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint: DUSD.mint }),
          getMintToInstruction({ mint: DUSD.mint, token: ata, mintAuthority: authority, amount }),
        ],
        m,
      ),
  )
  const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
  // The local node lands a transaction as it takes it, or refuses it with the reason.
  await rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
}
