/**
 * The local world's Bitcoin-family accounts: keys derived from anvil's test mnemonic along BIP-84 (payment,
 * P2WPKH) and BIP-86 (ordinal, P2TR) paths with the testnet coin type, so every start gives the same addresses
 * on the Litecoin regtest network, and the amounts the node funds them with at start (node.ts).
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { mnemonicToSeedSync } from '@scure/bip39'
import { initEccLib, payments } from 'bitcoinjs-lib'
import { HDKey } from 'viem/accounts'
import { LITECOIN_REGTEST } from '../../../shared/bitcoin-networks.js'

initEccLib(ecc)

const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export interface BitcoinDevAccount {
  /** `payment` (P2WPKH) or `ordinal` (P2TR), as a wallet's connection account names it. */
  purpose: 'payment' | 'ordinal'
  path: string
  address: string
  /** Hex: the 33-byte compressed key (payment) or the 32-byte x-only internal key (ordinal). */
  publicKey: string
  privateKey: Uint8Array
  /** Satoshis the node sends to the address at start. */
  funded: bigint
}

export interface BitcoinDevWallet {
  payment: BitcoinDevAccount
  ordinal: BitcoinDevAccount
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

let root: HDKey | undefined
function keyAt(path: string): { privateKey: Uint8Array; publicKey: Uint8Array } {
  root ??= HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC))
  const key = root.derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`bitcoin dev accounts: ${path} derived no key`)
  return { privateKey: key.privateKey, publicKey: key.publicKey }
}

function paymentAccount(index: number, funded: bigint): BitcoinDevAccount {
  const path = `m/84'/1'/${index}'/0/0`
  const { privateKey, publicKey } = keyAt(path)
  const { address } = payments.p2wpkh({ pubkey: publicKey, network: LITECOIN_REGTEST })
  if (!address) throw new Error(`bitcoin dev accounts: no P2WPKH address at ${path}`)
  return { purpose: 'payment', path, address, publicKey: hex(publicKey), privateKey, funded }
}

function ordinalAccount(index: number, funded: bigint): BitcoinDevAccount {
  const path = `m/86'/1'/${index}'/0/0`
  const { privateKey, publicKey } = keyAt(path)
  const internalPubkey = publicKey.slice(1)
  const { address } = payments.p2tr({ internalPubkey, network: LITECOIN_REGTEST })
  if (!address) throw new Error(`bitcoin dev accounts: no P2TR address at ${path}`)
  return { purpose: 'ordinal', path, address, publicKey: hex(internalPubkey), privateKey, funded }
}

function devWallet(index: number, paymentSats: bigint, ordinalSats: bigint): BitcoinDevWallet {
  return { payment: paymentAccount(index, paymentSats), ordinal: ordinalAccount(index, ordinalSats) }
}

/**
 * Wallet 0 is the demo page's development wallet; wallet 1 is for tests that spend (wallet 0's balance stays
 * as funded, so a browser test can name it exactly); wallet 2 is the demo page's sats-connect wallet
 * (dev/wallets/sats-test-wallet/), never spent either.
 */
export const BITCOIN_DEV_WALLETS: readonly BitcoinDevWallet[] = [
  devWallet(0, 250_000_000n, 100_000n),
  devWallet(1, 50_000_000n, 10_000n),
  devWallet(2, 120_000_000n, 20_000n),
]

/** Every funded address and its amount, in a fixed order. */
export const BITCOIN_FUNDED: readonly { address: string; sats: bigint }[] = BITCOIN_DEV_WALLETS.flatMap((wallet) => [
  { address: wallet.payment.address, sats: wallet.payment.funded },
  { address: wallet.ordinal.address, sats: wallet.ordinal.funded },
])
