/**
 * The hand-written part of the directory: well-known wallets with their EIP-6963 rdns where it is
 * known for certain (null otherwise), their app's link scheme or universal link, and their
 * homepage, in listing order. Links are what a wallet publishes, not verified by this server; the
 * widget still opens only https and registered wallet schemes. A data table: read it as a list.
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
  EVM_ALL,
  EVM_MAJOR,
  GNOSIS,
  OPTIMISM,
  POLYGON,
  SEPOLIA,
  SOLANA,
  ZKSYNC,
  ZORA,
} from './wallet-entry.js'

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

export function knownWallets(): DirectoryWallet[] {
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
