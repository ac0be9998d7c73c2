/**
 * The local Solana world's keys. Each is an Ed25519 key whose 32-byte seed (the private key) is
 * sha256 of a fixed label, so the addresses are the same on every start; accounts.test.ts derives them
 * again. Written out rather than derived at import, so a browser (the demo wallet) imports them too.
 *
 * The dev accounts get 100 SOL and 1,000 DUSD each at start (world.ts).
 */
import type { Address } from '@solana/kit'

export interface SolanaDevKey {
  /** What the seed is sha256 of. */
  label: string
  address: Address
  /** The 32-byte Ed25519 seed, hex: `createKeyPairSignerFromPrivateKeyBytes(hexToBytes(seedHex))` signs as this key. */
  seedHex: string
}

/** Dev accounts 0..4: `sha256("wallet-widget solana dev <n>")`. */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevKey[] = [
  {
    label: 'wallet-widget solana dev 0',
    address: 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk' as Address,
    seedHex: '1e4fb900a8b3da42bc1c30c8cc8f84def44932ca2c82a82d0b39da229f7e296d',
  },
  {
    label: 'wallet-widget solana dev 1',
    address: 'Dmx8pLufqjpggLgW4VfGaqpsgBaHjcfTzgdXuEcrrJrn' as Address,
    seedHex: '1460f38243a1e2c2d7224b899cc16a4771c1c27852b519d82fbf44e2c7ba9713',
  },
  {
    label: 'wallet-widget solana dev 2',
    address: '5ZxvD1AMR3pa9gqkLfM4sDcP83DowosgfDCZFaDZCnG3' as Address,
    seedHex: '693ae4cd578f7cde0ed6ae4fdc7c0f8b8bae8224a144081b0d4d40ca5606cbec',
  },
  {
    label: 'wallet-widget solana dev 3',
    address: 'D9VxfW3gApgACs8aQX4mNoAgG3ZHBGFNPQY8HqS6xHTW' as Address,
    seedHex: '3f3836f9e641e60586197f317d10447bd9dc69c2a2792e15f553a763cd22577b',
  },
  {
    label: 'wallet-widget solana dev 4',
    address: '9Mo4ZTRQjXseXX9f6YD9ohXq2N3icAqTLy8bAzRQK9Pa' as Address,
    seedHex: '0011fdf3b4a4a2b8ada6ff04fa939d9919e654015655cb296cf5c1cfc0dd140b',
  },
]

/** The DUSD mint's own key (it signs the mint account's creation). */
export const DUSD_MINT_KEY: SolanaDevKey = {
  label: 'wallet-widget solana mint DUSD',
  address: '4rWi4mPUnp6UR5B9BESrqf3iLRYdt1g3HxpGrYqHhNrC' as Address,
  seedHex: '7b64c719bcae707c05fa0497325291a7271ee0baf2233e5afd005506a88517f8',
}

/** DUSD's mint authority; tests mint more with it. */
export const DUSD_MINT_AUTHORITY_KEY: SolanaDevKey = {
  label: 'wallet-widget solana mint authority',
  address: '6FmzKGH8YUGAbuZ2CTf23qtZk51hzmRuLEu67vdMfUXy' as Address,
  seedHex: '3199463cc608adcfe637944b3841a3d774bd94cb570eb82a72a29a8ec41c3394',
}

/** The SPL token every dev account holds. */
export const DUSD = {
  mint: DUSD_MINT_KEY.address,
  name: 'Demo USD',
  symbol: 'DUSD',
  decimals: 6,
} as const

/** What each dev account holds after start: 100 SOL (in lamports) and 1,000 DUSD (in its smallest unit). */
export const SOLANA_DEV_LAMPORTS = 100_000_000_000n
export const SOLANA_DEV_DUSD = 1_000_000_000n

/** The 32 bytes of a key's seed. */
export function seedBytes(key: SolanaDevKey): Uint8Array {
  return Uint8Array.from(key.seedHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}
