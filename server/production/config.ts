/**
 * The production server's settings, from the environment only. The server's own variables are checked by
 * `loadConfig` (config.ts), each on its own so that every bad value is reported, not just the first; this adds the
 * widget listener, the relay, `SMTP_URL` and the static part's directory, and requires what a deployment cannot
 * do without (the development world's defaults would point a real deployment at localhost).
 */
import path from 'node:path'
import { ConfigError, loadConfig, parseOrigin, type ServerConfig } from '../config.js'

export interface ProductionConfig {
  /** The API and secure frame's listener (`PORT`, `HOST`, `PUBLIC_ORIGIN`, …). */
  server: ServerConfig
  /** The widget origin's listener: the static part, its page carrying the deployment's configuration. */
  widget: { port: number; host: string; publicOrigin: string }
  /** The WalletConnect relay the widget pairs through (`RELAY_URL`, ws:// or wss://). */
  relayUrl: string
  /** The build's output (`STATIC_DIR`, by default the `dist/` the server bundle is in). */
  staticDir: string
}

/** Thrown with every problem found, one line each. */
export class ProductionConfigError extends Error {
  override name = 'ProductionConfigError'
  constructor(readonly problems: string[]) {
    super(`the production server's configuration has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`)
  }
}

/** The variables `loadConfig` reads, each validated on its own. */
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'PUBLIC_ORIGIN',
  'WIDGET_ORIGINS',
  'SITE_ORIGINS',
  'DATABASE_URL',
  'DATA_DIR',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'CHAIN_RPC_URLS',
  'TRUSTED_PROXIES',
  'CHAIN_TOKENS',
  'PRICE_SOURCE',
  'FIXED_PRICES',
  'INDEXER',
  'INDEXER_POLL_MS',
  'SPAM_COLLECTIONS',
  'SESSION_SIGNING_KEYS',
  'SESSION_TTL_SECONDS',
  'SESSION_TOKEN_TTL_SECONDS',
  'SWAP_PROVIDERS',
  'SWAP_BASE_FEE_MULTIPLIER',
  'SWAP_DEADLINE_SECONDS',
  'ACCOUNT_NAME_PARENT',
  'ACCOUNT_NAME_ZONES',
  'NAME_GATEWAY_KEY',
  'NAME_GATEWAY_URL',
  'ENS_UNIVERSAL_RESOLVERS',
  'ONRAMP_PROVIDER',
  'ONRAMP_FEE_BPS',
  'ONRAMP_TREASURY_KEY',
  'ONRAMP_SOLANA_TREASURY_SEED',
  'SOCIAL_PROVIDERS',
  'SOCIAL_FLOW_TTL_SECONDS',
  'FARCASTER_RELAY_URL',
  'FARCASTER_RPC_URL',
  'SMART_ACCOUNT_NETWORKS',
  'SMART_ACCOUNT_PAYMASTER_KEY',
  'SMART_ACCOUNT_PROJECTS',
  'SOLANA_RPC_URLS',
  'SOLANA_TOKENS',
  'BITCOIN_RPC_URLS',
] as const

const REQUIRED: { names: readonly string[]; why: string }[] = [
  { names: ['PUBLIC_ORIGIN'], why: 'the origin of the API and the secure frame, e.g. https://wallet.example.com' },
  {
    names: ['WIDGET_ORIGINS'],
    why: 'the widget origin (first) that frames the secure frame, e.g. https://widget.example.com',
  },
  { names: ['SITE_ORIGINS'], why: 'the sites that embed the widget, e.g. https://shop.example.org' },
  { names: ['DATABASE_URL', 'DATA_DIR'], why: 'a PostgreSQL URL, or a directory for the embedded PGlite database' },
  { names: ['SMTP_URL', 'SMTP_HOST'], why: 'where login codes are mailed, e.g. smtp://user:pass@smtp.example.com:587' },
  { names: ['MAIL_FROM'], why: 'the sender of login mails, e.g. "Wallet <no-reply@example.com>"' },
  { names: ['RELAY_URL'], why: 'the WalletConnect relay, e.g. wss://relay.example.com' },
  {
    names: ['SESSION_SIGNING_KEYS'],
    why: 'the EC P-256 private JWKs (with kid) sign-in tokens are signed with, the same on every server; without them each server makes its own key and tokens fail on the others',
  },
]

function problemOf(check: () => unknown): string | undefined {
  try {
    check()
    return undefined
  } catch (err) {
    if (err instanceof ConfigError) return err.message
    throw err
  }
}

/** `smtp://user:pass@host:port` → the SMTP_* variables `loadConfig` reads. */
function smtpVariables(value: string, problems: string[]): Record<string, string> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push('SMTP_URL must be a URL like smtp://user:pass@smtp.example.com:587')
    return {}
  }
  if (url.protocol !== 'smtp:' || !url.hostname) {
    // The URL may carry the password: only its scheme is repeated.
    problems.push(`SMTP_URL must be smtp://[user:pass@]host[:port], got a ${url.protocol} URL`)
    return {}
  }
  return {
    SMTP_HOST: url.hostname,
    SMTP_PORT: url.port || '587',
    ...(url.username ? { SMTP_USER: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { SMTP_PASS: decodeURIComponent(url.password) } : {}),
  }
}

function parseRelayUrl(value: string, problems: string[]): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'ws:' || url.protocol === 'wss:') return value
  } catch {}
  problems.push(`RELAY_URL must be a ws:// or wss:// URL, got "${value}"`)
  return value
}

function parseWidgetPort(value: string | undefined, problems: string[]): number {
  if (value === undefined || value === '') return 4401
  const port = Number(value)
  if (Number.isInteger(port) && port >= 0 && port <= 65_535) return port
  problems.push(`WIDGET_PORT must be a port number, got "${value}"`)
  return 0
}

/** The first widget origin is the one this process serves; it cannot be a wildcard. A bad one is reported by loadConfig. */
function widgetOrigin(value: string, problems: string[]): string {
  const first = value.split(/[,\s]+/).find(Boolean) ?? ''
  if (first.includes('*')) problems.push('WIDGET_ORIGINS: the first origin is the one served here, not a wildcard')
  return problemOf(() => parseOrigin('WIDGET_ORIGINS', first)) === undefined ? parseOrigin('WIDGET_ORIGINS', first) : ''
}

/**
 * Reads and checks the whole configuration; throws ProductionConfigError naming every missing or bad variable.
 * `defaultStaticDir` is the build output beside the running bundle.
 */
export function loadProductionConfig(env: NodeJS.ProcessEnv, defaultStaticDir: string): ProductionConfig {
  const problems: string[] = []
  const set = (name: string): boolean => (env[name] ?? '') !== ''
  for (const { names, why } of REQUIRED) {
    if (!names.some(set)) problems.push(`${names.join(' or ')} is missing: ${why}`)
  }
  if (set('SMTP_URL') && set('SMTP_HOST')) problems.push('SMTP_URL and SMTP_HOST are both set: use one')
  if (set('DATABASE_URL') && set('DATA_DIR')) problems.push('DATABASE_URL and DATA_DIR are both set: use one')
  const smtp = set('SMTP_URL') ? smtpVariables(env.SMTP_URL as string, problems) : {}
  const serverEnv: NodeJS.ProcessEnv = { ...env, ...smtp }
  for (const name of SERVER_VARIABLES) {
    if (!set(name)) continue
    const problem = problemOf(() => loadConfig({}, { [name]: serverEnv[name] }))
    if (problem) problems.push(`${name}: ${problem}`)
  }
  const relayUrl = set('RELAY_URL') ? parseRelayUrl(env.RELAY_URL as string, problems) : ''
  const widgetPort = parseWidgetPort(env.WIDGET_PORT, problems)
  const widgetPublicOrigin = set('WIDGET_ORIGINS') ? widgetOrigin(env.WIDGET_ORIGINS as string, problems) : ''
  if (problems.length > 0) throw new ProductionConfigError(problems)

  const staticDir = path.resolve(env.STATIC_DIR || defaultStaticDir)
  const server = loadConfig({ secureFrameDir: path.join(staticDir, 'secure-frame') }, serverEnv)
  return {
    server,
    widget: { port: widgetPort, host: env.WIDGET_HOST || server.host, publicOrigin: widgetPublicOrigin },
    relayUrl,
    staticDir,
  }
}
