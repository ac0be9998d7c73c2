/**
 * The address a purchase is sent to, checked against the network it is bought on: an EVM address (0x and 40
 * hex digits, stored checksummed) on an EVM chain, a Solana address (32 bytes in base58) on a Solana network.
 * Anything else is refused naming the address and what it should have been.
 */
import { getAddress, isAddress } from 'viem'
import { decodeBase58 } from '../../shared/solana/encoding.js'
import type { CatalogueNetwork } from './catalogue.js'
import { OnrampError } from './provider.js'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Whether `address` is a base58 Solana address: 32 bytes. */
export function isSolanaAddress(address: string): boolean {
  return BASE58.test(address) && decodeBase58(address).length === 32
}

/** The destination as stored on the order; rejects with BAD_DESTINATION naming it. */
export function checkDestination(address: string, network: CatalogueNetwork): string {
  const shown = JSON.stringify(address.slice(0, 64))
  if (network.namespace === 'solana') {
    if (isSolanaAddress(address)) return address
    throw new OnrampError(
      'BAD_DESTINATION',
      'destinationWallets',
      `destinationWallets[0].address ${shown} is not a Solana address (32 bytes in base58), which ${network.displayName} needs`,
    )
  }
  if (isAddress(address, { strict: false })) return getAddress(address)
  throw new OnrampError(
    'BAD_DESTINATION',
    'destinationWallets',
    `destinationWallets[0].address ${shown} is not an EVM address (0x followed by 40 hex characters), which ${network.displayName} needs`,
  )
}
