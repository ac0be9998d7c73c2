/**
 * The Solana chunk (`chunks/solana-<hash>.js`): what the frame needs to answer a Solana request — the wallet
 * (signing, transaction decoding, @solana/kit) and the deployment's Solana node address. Loaded by
 * solana-wallet.ts on the first Solana request, never at sign-in.
 */
export { createSolanaWallet } from '../solana/wallet.js'
export { solanaRpcUrl } from '../solana/node.js'
