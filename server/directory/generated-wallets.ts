/**
 * Generated filler, not real wallets: deterministic entries ("Aurora Vault 17" on
 * `*.generated.example`, a reserved domain) so the list is long enough to page through and to
 * measure the All Wallets view with hundreds of rows. Their ids start with `generated-`.
 */
import {
  ARBITRUM,
  AVALANCHE,
  BASE,
  BITCOIN,
  BSC,
  CELO,
  type DirectoryWallet,
  ETHEREUM,
  GNOSIS,
  OPTIMISM,
  POLYGON,
  SOLANA,
  ZKSYNC,
  ZORA,
} from './wallet-entry.js'

const ADJECTIVES = [
  'Aurora',
  'Basalt',
  'Cinder',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Rook',
  'Sable',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
]
const NOUNS = ['Vault', 'Wallet', 'Keep', 'Purse', 'Safe', 'Pocket', 'Key', 'Locker', 'Chest', 'Strongbox']
const GENERATED_CHAINS = [
  ETHEREUM,
  OPTIMISM,
  BSC,
  GNOSIS,
  POLYGON,
  ZKSYNC,
  BASE,
  ARBITRUM,
  AVALANCHE,
  CELO,
  ZORA,
  SOLANA,
  BITCOIN,
]

/** FNV-1a: a fixed, platform-independent spread of bits for the generator's choices. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The n-th generated wallet (n from 1): the same entry on every run and machine. */
export function generatedWallet(n: number, order: number): DirectoryWallet {
  const name = `${ADJECTIVES[(n - 1) % ADJECTIVES.length]} ${NOUNS[Math.floor((n - 1) / ADJECTIVES.length) % NOUNS.length]} ${n}`
  const slug = name.toLowerCase().replace(/\s+/g, '-')
  const id = `generated-${String(n).padStart(3, '0')}`
  const bits = fnv1a(id)
  // Every generated wallet is on Ethereum or Solana, plus some of the others: enough variety
  // for the chains filter to mean something.
  const chains = GENERATED_CHAINS.filter((_chain, i) => (i === 0 ? bits % 7 !== 0 : (bits >>> i) % 3 === 0))
  if (chains.length === 0) chains.push(SOLANA)
  const domain = `${slug}.generated.example`
  return {
    id,
    name,
    image_id: id,
    rdns: bits % 4 === 0 ? null : `example.generated.${slug}`,
    chains,
    mobile_link: bits % 5 === 0 ? null : bits % 2 === 0 ? `${slug.replace(/-/g, '')}://` : `https://link.${domain}`,
    desktop_link: bits % 9 === 0 ? `${slug.replace(/-/g, '')}://` : null,
    webapp_link: bits % 3 === 0 ? `https://app.${domain}` : null,
    homepage: `https://${domain}`,
    order,
    badge: 'none',
  }
}

/** Enough to page through: eight pages of 40 visible entries. */
export const DIRECTORY_SIZE = 320
