/**
 * The image blobs of the API: wallet tiles, network (asset), currency and token images. All
 * are SVG generated here from a fixed template: a colour derived from the id and a letter or
 * symbol, escaped. No outside SVG is ever passed through, so there is nothing to sanitise; the
 * response headers still forbid scripts in case a browser opens one as a document.
 *
 * Ids: wallets by `image_id` from /getWallets; assets by CAIP-2 network id (`eip155:1`);
 * currencies by ISO 4217 code (`USD`); tokens by symbol (`USDC`).
 */
import { createHash } from 'node:crypto'
import { BITCOIN_NETWORKS } from '../../shared/bitcoin-networks.js'
import { KNOWN_NETWORKS } from '../../shared/networks.js'
import { POLKADOT_NETWORKS } from '../../shared/polkadot-networks.js'
import { escapeHtml } from '../html.js'
import type { DirectoryWallet } from './wallets.js'

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

export interface Image {
  body: string
  contentType: 'image/svg+xml'
  /** A strong validator: the content's hash. */
  etag: string
}

function hueOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt16BE(0) % 360
}

/** An SVG image with its validator. */
export function svgImage(body: string): Image {
  return {
    body,
    contentType: 'image/svg+xml',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
}

/** The first letter or digit of a name, upper-cased: a name made of markup still gets a plain letter. */
export function initialOf(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name)
  return match ? match[0].toLocaleUpperCase('en') : '?'
}

/** A rounded square with the wallet's initial, in a colour of its id. */
export function walletTile(wallet: Pick<DirectoryWallet, 'id' | 'name'>): Image {
  const hue = hueOf(`wallet:${wallet.id}`)
  return svgImage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="24" fill="hsl(${hue}, 62%, 42%)"/>` +
      `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="46" font-weight="600" fill="#fff">${escapeHtml(initialOf(wallet.name))}</text>` +
      `</svg>`,
  )
}

/** A disc with a short label (a network's initials, a currency code, a token symbol). */
export function labelDisc(kind: Exclude<ImageKind, 'wallet'>, id: string, label: string): Image {
  const hue = hueOf(`${kind}:${id}`)
  const text = label.slice(0, 4)
  const size = [0, 40, 34, 26, 20][text.length] ?? 20
  return svgImage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<circle cx="48" cy="48" r="48" fill="hsl(${hue}, 58%, 40%)"/>` +
      `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(text)}</text>` +
      `</svg>`,
  )
}

/** Initials of a network's name: "Arbitrum One" → "AO", "Base" → "B". */
function initials(name: string): string {
  return name.split(/\s+/).map(initialOf).join('').slice(0, 3)
}

const ASSET_LABELS = new Map<string, string>([
  ...[...KNOWN_NETWORKS, ...BITCOIN_NETWORKS, ...POLKADOT_NETWORKS].map((network): [string, string] => [
    network.caipNetworkId,
    initials(network.name),
  ]),
  ['eip155:31338', 'A2'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL'],
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOLd'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'SOLt'],
  ['bip122:000000000019d6689c085ae165831e93', 'BTC'],
])
const CURRENCIES = new Set([
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'BRL',
  'INR',
  'MXN',
  'SGD',
  'KRW',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'TRY',
  'ZAR',
])
const TOKENS = new Set([
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'BTC',
  'POL',
  'BNB',
  'AVAX',
  'CELO',
  'XDAI',
  'OP',
  'ARB',
  'SOL',
  'LINK',
  'UNI',
  'AAVE',
  'ZK',
  'ZORA',
])

const walletsByImage = new WeakMap<readonly DirectoryWallet[], Map<string, DirectoryWallet>>()

function walletWithImage(wallets: readonly DirectoryWallet[], imageId: string): DirectoryWallet | undefined {
  let index = walletsByImage.get(wallets)
  if (!index) {
    index = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
    walletsByImage.set(wallets, index)
  }
  return index.get(imageId)
}

/** The image of `kind` named `id`, or undefined when there is none. */
export function findImage(kind: ImageKind, id: string, wallets: readonly DirectoryWallet[]): Image | undefined {
  switch (kind) {
    case 'wallet': {
      const wallet = walletWithImage(wallets, id)
      return wallet ? walletTile(wallet) : undefined
    }
    case 'asset': {
      const label = ASSET_LABELS.get(id)
      return label === undefined ? undefined : labelDisc('asset', id, label)
    }
    case 'currency':
      return CURRENCIES.has(id) ? labelDisc('currency', id, id) : undefined
    case 'token':
      return TOKENS.has(id) ? labelDisc('token', id, id) : undefined
  }
}
