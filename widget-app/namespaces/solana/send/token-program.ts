/** The program that owns an SPL mint (Token or Token-2022): its transfers and token accounts are that program's. */
import type { Address, GetAccountInfoApi, Rpc } from '@solana/kit'
import { WidgetError } from '../../../../shared/errors.js'
import { TOKEN_PROGRAMS } from '../../../../shared/solana/token-programs.js'
import type { TransferRpc } from '../../../../shared/solana/transfer.js'

/** The node calls a Solana send makes to build its transfer. */
export type SendRpc = TransferRpc & Rpc<GetAccountInfoApi>

/** Throws UNKNOWN_SPL_MINT naming the mint when it is not an account of a token program. */
export async function tokenProgramOf(rpc: Rpc<GetAccountInfoApi>, mint: Address): Promise<Address> {
  const { value } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  const owner = value?.owner
  if (!owner || !TOKEN_PROGRAMS.includes(owner))
    throw new WidgetError('Unknown token', {
      code: 'UNKNOWN_SPL_MINT',
      details: `${mint} is ${owner ? `an account of ${owner}, not a token mint` : 'no account on this network'}`,
    })
  return owner
}
