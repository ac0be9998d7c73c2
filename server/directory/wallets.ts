/**
 * The wallet directory this server lists (SPEC §3 "Wallet listing entry", §7 /getWallets).
 *
 * The first part is hand-written: well-known wallets with their EIP-6963 rdns where it is
 * known for certain (null otherwise), their app's link scheme or universal link, and their
 * homepage. Links are what a wallet publishes, not verified by this server; the widget still
 * opens only https and registered wallet schemes (DESIGN invariant 3).
 *
 * The rest is GENERATED, not real wallets: deterministic filler ("Aurora Vault 17" on
 * `*.generated.example`, a reserved domain) so the list is long enough to page through and to
 * measure the All Wallets view with hundreds of rows. Their ids start with `generated-`.
 *
 * One HOSTILE entry (`hostile-test-entry`) carries script-shaped values for the widget's
 * tests; it is listed only when a request's `include` names it.
 */

export type Badge = 'certified' | 'none'

export interface DirectoryWallet {
  id: string
  name: string
  /** The id of its tile at /getWalletImage/{image_id}. */
  image_id: string
  rdns: string | null
  /** CAIP-2 networks the wallet supports. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  /** Listing position: lower first, then by name. */
  order: number
  badge: Badge
  /** Listed only when `include` names it. */
  hidden?: true
}

const ETHEREUM = 'eip155:1'
const OPTIMISM = 'eip155:10'
const BSC = 'eip155:56'
const GNOSIS = 'eip155:100'
const POLYGON = 'eip155:137'
const ZKSYNC = 'eip155:324'
const BASE = 'eip155:8453'
const ARBITRUM = 'eip155:42161'
const AVALANCHE = 'eip155:43114'
const CELO = 'eip155:42220'
const ZORA = 'eip155:7777777'
const SEPOLIA = 'eip155:11155111'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** The EVM networks most multi-chain wallets carry. */
const EVM_MAJOR = [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE]
const EVM_ALL = [ETHEREUM, OPTIMISM, BSC, GNOSIS, POLYGON, ZKSYNC, BASE, ARBITRUM, AVALANCHE, CELO, ZORA]

interface KnownWallet {
  rdns?: string
  chains: string[]
  mobile?: string
  desktop?: string
  webapp?: string
  homepage: string
  certified?: boolean
}

const KNOWN: [id: string, name: string, details: KnownWallet][] = [
  [
    'metamask',
    'MetaMask',
    {
      rdns: 'io.metamask',
      chains: [...EVM_ALL, SEPOLIA],
      mobile: 'metamask://',
      homepage: 'https://metamask.io',
      certified: true,
    },
  ],
  [
    'trust',
    'Trust Wallet',
    {
      rdns: 'com.trustwallet.app',
      chains: [...EVM_MAJOR, SOLANA, BITCOIN],
      mobile: 'trust://',
      homepage: 'https://trustwallet.com',
      certified: true,
    },
  ],
  [
    'coinbase',
    'Coinbase Wallet',
    {
      rdns: 'com.coinbase.wallet',
      chains: EVM_ALL,
      mobile: 'cbwallet://',
      webapp: 'https://keys.coinbase.com',
      homepage: 'https://www.coinbase.com/wallet',
      certified: true,
    },
  ],
  [
    'rainbow',
    'Rainbow',
    {
      rdns: 'me.rainbow',
      chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE, ZORA],
      mobile: 'rainbow://',
      homepage: 'https://rainbow.me',
      certified: true,
    },
  ],
  [
    'okx',
    'OKX Wallet',
    {
      rdns: 'com.okex.wallet',
      chains: [...EVM_ALL, SOLANA, BITCOIN],
      mobile: 'okex://main',
      homepage: 'https://web3.okx.com',
      certified: true,
    },
  ],
  [
    'bitget',
    'Bitget Wallet',
    {
      rdns: 'com.bitget.web3',
      chains: [...EVM_MAJOR, SOLANA, BITCOIN],
      mobile: 'bitkeep://',
      homepage: 'https://web3.bitget.com',
      certified: true,
    },
  ],
  [
    'phantom',
    'Phantom',
    {
      rdns: 'app.phantom',
      chains: [ETHEREUM, BASE, POLYGON, SOLANA, BITCOIN],
      mobile: 'phantom://',
      homepage: 'https://phantom.com',
      certified: true,
    },
  ],
  [
    'uniswap',
    'Uniswap Wallet',
    {
      rdns: 'org.uniswap.app',
      chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, ZKSYNC, BASE, ARBITRUM, AVALANCHE, CELO, ZORA],
      mobile: 'uniswap://',
      homepage: 'https://wallet.uniswap.org',
      certified: true,
    },
  ],
  [
    'zerion',
    'Zerion',
    { rdns: 'io.zerion.wallet', chains: EVM_ALL, mobile: 'zerion://', homepage: 'https://zerion.io', certified: true },
  ],
  ['rabby', 'Rabby Wallet', { rdns: 'io.rabby', chains: EVM_ALL, homepage: 'https://rabby.io', certified: true }],
  [
    'ledger-live',
    'Ledger Live',
    {
      chains: [...EVM_MAJOR, SOLANA, BITCOIN],
      mobile: 'ledgerlive://',
      desktop: 'ledgerlive://',
      homepage: 'https://www.ledger.com/ledger-live',
      certified: true,
    },
  ],
  [
    'safe',
    'Safe',
    {
      chains: [...EVM_ALL, SEPOLIA],
      webapp: 'https://app.safe.global',
      homepage: 'https://safe.global',
      certified: true,
    },
  ],
  [
    'argent',
    'Argent',
    { chains: [ETHEREUM, ZKSYNC], mobile: 'argent://', homepage: 'https://www.argent.xyz', certified: true },
  ],
  [
    'imtoken',
    'imToken',
    {
      chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, ARBITRUM, BITCOIN],
      mobile: 'imtokenv2://',
      homepage: 'https://token.im',
      certified: true,
    },
  ],
  [
    'tokenpocket',
    'TokenPocket',
    {
      rdns: 'pro.tokenpocket',
      chains: [...EVM_MAJOR, SOLANA, BITCOIN],
      mobile: 'tpoutside://',
      homepage: 'https://www.tokenpocket.pro',
      certified: true,
    },
  ],
  [
    'exodus',
    'Exodus',
    {
      chains: [...EVM_MAJOR, SOLANA, BITCOIN],
      mobile: 'exodus://',
      desktop: 'exodus://',
      homepage: 'https://www.exodus.com',
      certified: true,
    },
  ],
  [
    'frame',
    'Frame',
    {
      rdns: 'sh.frame',
      chains: [ETHEREUM, OPTIMISM, GNOSIS, POLYGON, BASE, ARBITRUM],
      homepage: 'https://frame.sh',
      certified: true,
    },
  ],
  [
    'taho',
    'Taho',
    {
      rdns: 'xyz.taho',
      chains: [ETHEREUM, OPTIMISM, POLYGON, ZKSYNC, BASE, ARBITRUM, AVALANCHE],
      homepage: 'https://taho.xyz',
      certified: true,
    },
  ],
  [
    'enkrypt',
    'Enkrypt',
    {
      rdns: 'com.enkrypt',
      chains: [...EVM_MAJOR, ZKSYNC, SOLANA, BITCOIN],
      homepage: 'https://www.enkrypt.com',
      certified: true,
    },
  ],
  [
    'brave',
    'Brave Wallet',
    { rdns: 'com.brave.wallet', chains: [...EVM_ALL, SOLANA], homepage: 'https://brave.com/wallet', certified: true },
  ],
  [
    'core',
    'Core',
    { rdns: 'app.core.extension', chains: [ETHEREUM, AVALANCHE, BITCOIN], homepage: 'https://core.app' },
  ],
  [
    'backpack',
    'Backpack',
    {
      rdns: 'app.backpack',
      chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, SOLANA],
      homepage: 'https://backpack.app',
    },
  ],
  ['subwallet', 'SubWallet', { rdns: 'app.subwallet', chains: EVM_MAJOR, homepage: 'https://www.subwallet.app' }],
  ['talisman', 'Talisman', { rdns: 'xyz.talisman', chains: EVM_MAJOR, homepage: 'https://www.talisman.xyz' }],
  [
    'onekey',
    'OneKey',
    { rdns: 'so.onekey.app.wallet', chains: [...EVM_ALL, SOLANA, BITCOIN], homepage: 'https://onekey.so' },
  ],
  ['zeal', 'Zeal', { rdns: 'app.zeal', chains: EVM_ALL, homepage: 'https://www.zeal.app' }],
  ['coin98', 'Coin98', { rdns: 'coin98.com', chains: [...EVM_MAJOR, SOLANA], homepage: 'https://coin98.com' }],
  [
    'safepal',
    'SafePal',
    { chains: [...EVM_MAJOR, SOLANA, BITCOIN], mobile: 'safepalwallet://', homepage: 'https://www.safepal.com' },
  ],
  ['oneinch', '1inch Wallet', { chains: EVM_MAJOR, mobile: 'oneinch://', homepage: 'https://1inch.io/wallet' }],
  [
    'crypto-com-onchain',
    'Crypto.com Onchain',
    { chains: [...EVM_MAJOR, SOLANA, BITCOIN], mobile: 'dfw://', homepage: 'https://crypto.com/onchain' },
  ],
  [
    'binance',
    'Binance Wallet',
    {
      chains: [ETHEREUM, BSC, POLYGON, BASE, ARBITRUM, SOLANA],
      mobile: 'bnc://',
      homepage: 'https://www.binance.com/en/web3wallet',
    },
  ],
  ['ronin', 'Ronin Wallet', { chains: [ETHEREUM], homepage: 'https://wallet.roninchain.com' }],
  [
    'magic-eden',
    'Magic Eden Wallet',
    { chains: [ETHEREUM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN], homepage: 'https://wallet.magiceden.io' },
  ],
  [
    'kraken',
    'Kraken Wallet',
    {
      chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
      homepage: 'https://www.kraken.com/wallet',
    },
  ],
  [
    'robinhood',
    'Robinhood Wallet',
    {
      chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
      homepage: 'https://robinhood.com/web3-wallet',
    },
  ],
  ['family', 'Family', { chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, ZORA], homepage: 'https://family.co' }],
  [
    'ambire',
    'Ambire Wallet',
    { chains: EVM_ALL, webapp: 'https://wallet.ambire.com', homepage: 'https://www.ambire.com' },
  ],
  ['status', 'Status', { chains: [ETHEREUM, OPTIMISM, ARBITRUM], homepage: 'https://status.app' }],
  ['alphawallet', 'AlphaWallet', { chains: EVM_MAJOR, homepage: 'https://alphawallet.com' }],
  [
    'unstoppable',
    'Unstoppable Wallet',
    { chains: [...EVM_MAJOR, SOLANA, BITCOIN], homepage: 'https://unstoppable.money' },
  ],
  [
    'atomic',
    'Atomic Wallet',
    { chains: [ETHEREUM, BSC, POLYGON, AVALANCHE, SOLANA, BITCOIN], homepage: 'https://atomicwallet.io' },
  ],
  [
    'guarda',
    'Guarda Wallet',
    { chains: [ETHEREUM, BSC, POLYGON, AVALANCHE, SOLANA, BITCOIN], homepage: 'https://guarda.com' },
  ],
  [
    'blockchain-com',
    'Blockchain.com Wallet',
    { chains: [ETHEREUM, POLYGON, BITCOIN], homepage: 'https://www.blockchain.com/wallet' },
  ],
  ['bitpay', 'BitPay Wallet', { chains: [ETHEREUM, POLYGON, BITCOIN], homepage: 'https://bitpay.com/wallet' }],
  ['edge', 'Edge', { chains: [ETHEREUM, BSC, POLYGON, AVALANCHE, BITCOIN], homepage: 'https://edge.app' }],
  ['keystone', 'Keystone', { chains: [...EVM_MAJOR, SOLANA, BITCOIN], homepage: 'https://keyst.one' }],
  ['tangem', 'Tangem', { chains: [...EVM_MAJOR, SOLANA, BITCOIN], homepage: 'https://tangem.com' }],
  ['dcent', "D'CENT Wallet", { chains: [ETHEREUM, BSC, POLYGON, BITCOIN], homepage: 'https://dcentwallet.com' }],
  ['mathwallet', 'MathWallet', { chains: [ETHEREUM, BSC, POLYGON, SOLANA], homepage: 'https://mathwallet.org' }],
  [
    'ctrl',
    'Ctrl Wallet',
    { chains: [ETHEREUM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE, SOLANA, BITCOIN], homepage: 'https://ctrl.xyz' },
  ],
  [
    'trezor-suite',
    'Trezor Suite',
    {
      chains: [ETHEREUM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
      webapp: 'https://suite.trezor.io/web/',
      homepage: 'https://trezor.io/trezor-suite',
    },
  ],
  ['ellipal', 'ELLIPAL', { chains: [ETHEREUM, BSC, POLYGON, BITCOIN], homepage: 'https://www.ellipal.com' }],
  ['bitbox', 'BitBox', { chains: [ETHEREUM, BITCOIN], homepage: 'https://bitbox.swiss' }],
  [
    'mew',
    'MEW (MyEtherWallet)',
    {
      chains: [ETHEREUM, BSC, POLYGON, ARBITRUM, OPTIMISM],
      webapp: 'https://www.myetherwallet.com/wallet/access',
      homepage: 'https://www.myetherwallet.com',
    },
  ],
  ['zengo', 'Zengo', { chains: [ETHEREUM, BSC, POLYGON, ARBITRUM, BITCOIN], homepage: 'https://zengo.com' }],
  ['pillar', 'Pillar', { chains: [ETHEREUM, OPTIMISM, GNOSIS, POLYGON, ARBITRUM], homepage: 'https://www.pillar.fi' }],
  ['omni', 'Omni', { chains: [...EVM_MAJOR, SOLANA, BITCOIN], homepage: 'https://omni.app' }],
  ['sequence', 'Sequence', { chains: EVM_MAJOR, webapp: 'https://sequence.app', homepage: 'https://sequence.xyz' }],
]

function known(): DirectoryWallet[] {
  return KNOWN.map(([id, name, details], index) => ({
    id,
    name,
    image_id: id,
    rdns: details.rdns ?? null,
    chains: [...details.chains],
    mobile_link: details.mobile ?? null,
    desktop_link: details.desktop ?? null,
    webapp_link: details.webapp ?? null,
    homepage: details.homepage,
    order: index + 1,
    badge: details.certified ? 'certified' : 'none',
  }))
}

// ---------------------------------------------------------------------------------------------
// Generated filler (not real wallets; see the top of the file).

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

// ---------------------------------------------------------------------------------------------

/** For tests of the widget's handling of hostile directory data; hidden unless `include`d. */
export const HOSTILE_WALLET: DirectoryWallet = {
  id: 'hostile-test-entry',
  name: '<img src=x onerror=alert(1)>',
  image_id: 'hostile-test-entry',
  rdns: 'example.hostile',
  chains: [ETHEREUM],
  mobile_link: 'javascript:alert(1)',
  desktop_link: 'javascript:alert(document.domain)',
  webapp_link: 'data:text/html,<script>alert(1)</script>',
  homepage: 'javascript:alert(1)',
  order: 100_000,
  badge: 'none',
  hidden: true,
}

function buildDirectory(): readonly DirectoryWallet[] {
  const wallets = known()
  for (let n = 1; wallets.length < DIRECTORY_SIZE; n += 1) wallets.push(generatedWallet(n, 1_000 + n))
  wallets.push(HOSTILE_WALLET)
  return Object.freeze(wallets.map((wallet) => Object.freeze(wallet)))
}

export const WALLETS: readonly DirectoryWallet[] = buildDirectory()
