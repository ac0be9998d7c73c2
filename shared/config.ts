/**
 * The site's configuration, read from the loader's `data-*` attributes (see README "Data
 * attributes"). Every attribute is validated here, once, by hand (this runs before Connect paints, which carries
 * no schema library); an error names the attribute.
 */
import { parseCaipNetworkId, type CaipNetworkId } from './caip.js'
import { checkFeatureSettings } from './contracts/feature-settings-check.js'
import type { FeatureSettings } from './contracts/features.js'
import { canonicalLocale, LOCALES, negotiateLocale } from './i18n/locales.js'
import { PROJECT_ID_PATTERN } from './contracts/words.js'
import { listedNetwork } from './namespace-network-ids.js'
import { customEvmNetwork, customSolanaNetwork, knownNetwork, type Network } from './networks.js'
import { parseSignInConfig, SIGN_IN_ATTRIBUTES, type SignInConfig } from './sign-in-config.js'

export type Theme = 'light' | 'dark'

export interface WidgetConfig {
  projectId: string
  /** The first network is the default one. */
  networks: Network[]
  theme: Theme
  /** When true the UnsupportedChain view is not shown for a wallet on another network. */
  allowUnsupportedChain: boolean
  /** When false the widget never asks a wallet to switch networks. */
  enableNetworkSwitch: boolean
  /** The site's own feature switches (`data-features`); merged with the project's (see widget-app/state/features.ts). */
  features: FeatureSettings
  /**
   * The language the site asked for (`data-locale`, else its page's `<html lang>`), matched to
   * the widget's languages; null when it asked for none (the browser's languages decide).
   */
  locale: string | null
  /** Sign-in with the wallet (`data-sign-in…`); null when the site asks for none. */
  signIn: SignInConfig | null
  /** Inside Telegram, its Mini App platform as the site's page reads it (`ios`, `android`, …); absent elsewhere. */
  telegramPlatform?: string
  /** `data-multi-wallet="true"`: the site asks for one connection per namespace at once (the project must enable multiWallet too). */
  multiWallet?: boolean
}

export interface ConfigIssue {
  attribute: string
  message: string
}

export type ConfigResult =
  | { ok: true; config: WidgetConfig; warnings: ConfigIssue[] }
  | { ok: false; errors: ConfigIssue[]; warnings: ConfigIssue[] }

/** Attributes the widget reads; anything else starting with `data-` gets a warning (typos). */
export const KNOWN_ATTRIBUTES = [
  'data-project-id',
  'data-networks',
  'data-theme',
  'data-rpc-urls',
  'data-widget-url',
  'data-allow-unsupported-chain',
  'data-enable-network-switch',
  'data-features',
  'data-locale',
  'data-multi-wallet',
  ...SIGN_IN_ATTRIBUTES,
] as const

/** Not an attribute of the script: the loader sends the site page's `<html lang>` under this key. */
export const HTML_LANG_KEY = 'html-lang'
/** Not an attribute of the script: inside Telegram, the loader sends `Telegram.WebApp.platform` under this key. */
export const TELEGRAM_PLATFORM_KEY = 'telegram-platform'

const DEFAULT_NETWORKS = 'eip155:1'
const SUPPORTED_NAMESPACES = new Set(['eip155', 'solana', 'bip122', 'polkadot'])

const FEATURES_MESSAGE =
  'must be a JSON object of known features (email, socials, swaps, onramp, activity, reownBranding, multiWallet)'
const RPC_URLS_MESSAGE = 'must be a JSON object of CAIP-2 network id → RPC URL'

/** What is wrong with a project id, or undefined when it is one. */
function projectIdProblem(value: string): string | undefined {
  if (value.length < 1) return 'is required'
  if (value.length > 64) return 'must be at most 64 characters'
  // Reached only within the length limits, so what it refuses is a character.
  if (!PROJECT_ID_PATTERN.test(value)) return 'may only contain letters, digits, "-" and "_"'
  return undefined
}

const isTheme = (value: string): value is Theme => value === 'light' || value === 'dark'

/** Validates raw attributes (`{ 'data-project-id': 'demo', ... }`) into a {@link WidgetConfig}. */
export function parseWidgetConfig(attributes: Readonly<Record<string, string>>): ConfigResult {
  const errors: ConfigIssue[] = []
  const warnings: ConfigIssue[] = []
  const fail = (attribute: string, message: string) => errors.push({ attribute, message: `${attribute} ${message}` })

  for (const name of Object.keys(attributes)) {
    if (name.startsWith('data-') && !(KNOWN_ATTRIBUTES as readonly string[]).includes(name)) {
      warnings.push({ attribute: name, message: `${name} is not a known attribute and is ignored` })
    }
  }

  const projectId = attributes['data-project-id'] ?? ''
  const projectIdIssue = projectIdProblem(projectId)
  if (projectIdIssue) fail('data-project-id', projectIdIssue)

  const theme = attributes['data-theme'] ?? 'light'
  if (!isTheme(theme)) fail('data-theme', `must be "light" or "dark", got ${quote(attributes['data-theme'])}`)

  const flag = (attribute: string, fallback: boolean): boolean => {
    const raw = attributes[attribute]
    if (raw === undefined) return fallback
    if (raw !== 'true' && raw !== 'false') fail(attribute, `must be "true" or "false", got ${quote(raw)}`)
    return raw === 'true'
  }
  const allowUnsupportedChain = flag('data-allow-unsupported-chain', false)
  const enableNetworkSwitch = flag('data-enable-network-switch', true)
  const multiWallet = flag('data-multi-wallet', false)

  const widgetUrl = attributes['data-widget-url']
  if (widgetUrl !== undefined && !isHttpUrl(widgetUrl))
    fail('data-widget-url', `must be an http: or https: URL, got ${quote(widgetUrl)}`)

  const features = parseFeatures(attributes['data-features'], fail)
  const rpcUrls = parseRpcUrls(attributes['data-rpc-urls'], fail)
  const networks = parseNetworks(attributes['data-networks'] ?? DEFAULT_NETWORKS, rpcUrls, fail, warnings)
  const locale = parseLocale(attributes['data-locale'], attributes[HTML_LANG_KEY], fail, warnings)
  const signIn = parseSignInConfig(attributes, fail)

  if (errors.length > 0 || projectIdIssue || !isTheme(theme)) return { ok: false, errors, warnings }
  return {
    ok: true,
    warnings,
    config: {
      projectId,
      networks,
      theme,
      allowUnsupportedChain,
      enableNetworkSwitch,
      features,
      locale,
      signIn,
      ...(attributes[TELEGRAM_PLATFORM_KEY] ? { telegramPlatform: attributes[TELEGRAM_PLATFORM_KEY] } : {}),
      ...(multiWallet ? { multiWallet } : {}),
    },
  }
}

/**
 * `data-locale` must be a BCP 47 tag; one without a translation falls back (language subtag,
 * then English) with a warning. Without it, the page's `<html lang>` is used when it is valid
 * (silently: the page did not choose it for the widget).
 */
function parseLocale(
  raw: string | undefined,
  htmlLang: string | undefined,
  fail: (attribute: string, message: string) => void,
  warnings: ConfigIssue[],
): string | null {
  if (raw === undefined) {
    const tag = htmlLang ? canonicalLocale(htmlLang) : null
    return tag ? negotiateLocale([tag], LOCALES) : null
  }
  const tag = canonicalLocale(raw)
  if (!tag) {
    fail('data-locale', `must be a BCP 47 language tag such as "en" or "pt-BR", got ${quote(raw)}`)
    return null
  }
  const locale = negotiateLocale([tag], LOCALES)
  if (locale !== tag && locale !== tag.split('-')[0]!.toLowerCase()) {
    warnings.push({
      attribute: 'data-locale',
      message: `data-locale: there is no translation for ${quote(tag)}; using ${quote(locale)}`,
    })
  }
  return locale
}

function parseFeatures(raw: string | undefined, fail: (attribute: string, message: string) => void): FeatureSettings {
  if (raw === undefined) return {}
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    fail('data-features', `must be JSON, e.g. {"email":false}; got ${quote(raw)}`)
    return {}
  }
  const checked = checkFeatureSettings(json)
  if (checked.ok) return checked.settings
  fail(
    'data-features',
    checked.problem === 'bad-value' ? `Invalid input (at ${quote(checked.switch)})` : FEATURES_MESSAGE,
  )
  return {}
}

function parseRpcUrls(
  raw: string | undefined,
  fail: (attribute: string, message: string) => void,
): Map<string, string> {
  const urls = new Map<string, string>()
  if (raw === undefined) return urls
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    fail('data-rpc-urls', `must be JSON, e.g. {"eip155:1":"https://rpc.example"}; got ${quote(raw)}`)
    return urls
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    fail('data-rpc-urls', RPC_URLS_MESSAGE)
    return urls
  }
  const entries = Object.entries(json)
  const bad = entries.find(([, url]) => typeof url !== 'string' || !isHttpUrl(url))
  if (bad) {
    const problem = typeof bad[1] === 'string' ? 'must be an http: or https: URL' : 'Invalid input'
    fail('data-rpc-urls', `${problem} (at ${quote(bad[0])})`)
    return urls
  }
  for (const [id, url] of entries as [string, string][]) {
    try {
      parseCaipNetworkId(id)
      urls.set(id, url)
    } catch {
      fail('data-rpc-urls', `key ${quote(id)} is not a CAIP-2 network id (namespace:reference, e.g. eip155:1)`)
    }
  }
  return urls
}

function parseNetworks(
  raw: string,
  rpcUrls: Map<string, string>,
  fail: (attribute: string, message: string) => void,
  warnings: ConfigIssue[],
): Network[] {
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) {
    fail('data-networks', 'must list at least one CAIP-2 network id, e.g. "eip155:1"')
    return []
  }
  const networks: Network[] = []
  const seen = new Set<string>()
  for (const id of ids) {
    let parsed: ReturnType<typeof parseCaipNetworkId>
    try {
      parsed = parseCaipNetworkId(id)
    } catch {
      fail('data-networks', `has ${quote(id)}, which is not a CAIP-2 network id (namespace:reference, e.g. eip155:1)`)
      continue
    }
    if (seen.has(id)) {
      fail('data-networks', `lists ${quote(id)} twice`)
      continue
    }
    seen.add(id)
    if (!SUPPORTED_NAMESPACES.has(parsed.chainNamespace)) {
      warnings.push({
        attribute: 'data-networks',
        message: `data-networks: ${quote(id)} is skipped; the ${parsed.chainNamespace} namespace is not supported yet`,
      })
      continue
    }
    const rpcUrl = rpcUrls.get(id)
    const known = knownNetwork(id) ?? listedNetwork(id) // bip122 and polkadot by id (namespace-network-ids.ts)
    if (known) {
      networks.push(rpcUrl ? { ...known, rpcUrls: [rpcUrl] } : known)
    } else if (rpcUrl && parsed.chainNamespace === 'solana') {
      networks.push(customSolanaNetwork(parsed.chainId, rpcUrl))
    } else if (parsed.chainNamespace === 'bip122' || parsed.chainNamespace === 'polkadot') {
      // Their balances come from the server's node (bip122) or from none (polkadot): an RPC URL adds nothing.
      fail('data-networks', `has ${quote(id)}, a ${parsed.chainNamespace} network the widget does not know`)
    } else if (rpcUrl && /^[1-9][0-9]{0,15}$/.test(parsed.chainId) && Number(parsed.chainId) < 2 ** 53) {
      networks.push(customEvmNetwork(Number(parsed.chainId), rpcUrl))
    } else {
      fail('data-networks', `has ${quote(id)}, an unknown network: give its RPC URL in data-rpc-urls`)
    }
  }
  for (const id of rpcUrls.keys()) {
    if (!seen.has(id as CaipNetworkId))
      fail('data-rpc-urls', `has an RPC URL for ${quote(id)}, which is not in data-networks`)
  }
  if (networks.length === 0 && ids.length > 0 && !seen.size) return networks
  if (networks.length === 0) fail('data-networks', 'has no network the widget supports (eip155)')
  return networks
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

function quote(value: string | undefined): string {
  return value === undefined ? 'nothing' : JSON.stringify(value)
}
