/**
 * The server's settings, from explicit options first and the environment second.
 * Every value is checked here so a typo fails at start with a message, not at the first request.
 * The WalletConnect relay is deployed apart from the server and has its own (relay/settings.ts).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatIp, parseIpRange } from './client-ip.js'
import { type FeatureSettings, type FeatureSettingsInput, parseFeatureSettings } from './feature-settings.js'
import { parseSmartAccountSettings, type SmartAccountSettings } from './smart-accounts/settings.js'
import { parseSolanaSettings, type SolanaSettings } from './chain-data/solana/settings.js'
import { type BitcoinSettings, parseBitcoinSettings } from './chain-data/bitcoin/settings.js'

export interface SmtpSettings {
  host: string
  port: number
  /** Optional login for a real SMTP relay; the local mail catcher needs none. */
  user?: string
  pass?: string
}

export interface DeviceWaitSettings {
  /** How long `POST /auth/v1/device/wait` holds the request open before answering VERIFY_DEVICE. */
  timeoutMs: number
  /** How often it looks for the approval meanwhile. */
  intervalMs: number
}

export interface RateLimitSettings {
  /** Login starts (and code mails) one IP address may trigger per window. */
  startsPerIp: number
  windowSeconds: number
}

/** A chain the blockchain API serves: JSON-RPC calls for `caipNetworkId` are forwarded to `rpcUrl`. */
export interface ChainEndpoint {
  caipNetworkId: string
  rpcUrl: string
}

/** Per-IP, per-project windows of one minute on the public API calls that need one. */
export interface ApiRateLimitSettings {
  /** `GET /projects/v1/origins`: the widget's RATE_LIMITED alert needs a real 429. */
  originsPerMinute: number
  /** `POST /e`: the widget sends at most 5 a minute; the rest is someone filling the table. */
  eventsPerMinute: number
}

/** The JSON-RPC proxy's brakes: fixed one-minute windows (a batch counts as its number of calls) and the node's time to answer. */
export interface RpcProxySettings {
  /** Calls one client IP may make for one project per minute. */
  callsPerMinutePerIp: number
  /** Calls one project may get per minute, from all addresses together. */
  callsPerMinutePerProject: number
  /** How long one forwarded call may wait for the node before it is answered with a JSON-RPC error. */
  nodeTimeoutMs: number
}

/** The whole configuration: the server's own settings, and its feature modules' (feature-settings.ts). */
export interface ServerConfig extends FeatureSettings {
  port: number
  /** Interface to listen on. 127.0.0.1 unless told otherwise, so a dev server is not exposed off-box. */
  host: string
  /** The origin browsers use to reach this server; requests that change state must come from it. */
  publicOrigin: string
  /** Origins of the widget, which nests the secure frame. */
  widgetOrigins: string[]
  /**
   * Origins of the sites that embed the widget. CSP frame-ancestors checks every ancestor, the
   * top-level site included, so the secure frame may be framed only where the widget origin and
   * one of these are its ancestors. This is the deployment's list (`SITE_ORIGINS`); a project's
   * allowed origins are checked apart from it, by the widget and the API.
   */
  siteOrigins: string[]
  /** A PostgreSQL URL; without one the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string
  dataDir: string
  smtp: SmtpSettings
  mailFrom: string
  secureFrameDir: string
  deviceWait: DeviceWaitSettings
  rateLimit: RateLimitSettings
  /** Chains of the blockchain API (`/v1/supported-chains` and the RPC proxy); none unless told. */
  chains: ChainEndpoint[]
  /**
   * How long a project's configuration may be served from memory. Admin changes must show on
   * the next request after at most this; capped at 2 s.
   */
  projectCacheMs: number
  apiRateLimit: ApiRateLimitSettings
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of this server. Only a connection
   * from one of them has its `X-Forwarded-For` read for per-IP limits; none by default.
   */
  trustedProxies: string[]
  rpcProxy: RpcProxySettings
  /** ERC-4337: bundlers, paymasters and the projects they serve (smart-accounts/settings.ts). */
  smartAccounts: SmartAccountSettings
  /** Solana networks the balance API reads, each with its node and its SPL tokens (chain-data/solana/settings.ts). */
  solana: SolanaSettings
  /** Bitcoin-family (bip122) networks the balance API reads, each with its UTXO node (chain-data/bitcoin/settings.ts). */
  bitcoin: BitcoinSettings
}

export type ServerConfigInput = Partial<
  Omit<ServerConfig, 'smtp' | 'deviceWait' | 'rateLimit' | 'apiRateLimit' | 'rpcProxy' | keyof FeatureSettings>
> &
  FeatureSettingsInput & {
    smtp?: Partial<SmtpSettings>
    deviceWait?: Partial<DeviceWaitSettings>
    rateLimit?: Partial<RateLimitSettings>
    apiRateLimit?: Partial<ApiRateLimitSettings>
    rpcProxy?: Partial<RpcProxySettings>
  }

/** This file lives at <repo>/server/config.ts. */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url))

export const DEFAULT_PORT = 4402
export const DEFAULT_MAIL_SMTP_PORT = 4425

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function parsePort(name: string, value: number | string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const port = typeof value === 'number' ? value : Number(value)
  // 0 asks the OS for a free port, which tests rely on.
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`${name} must be a port number, got "${value}"`)
  return port
}

function parsePositive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${value}"`)
  return value
}

/** `scheme://host[:port]` with nothing after it; `*.` may start the host (a wildcard label, as CSP allows). */
const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/
const IPV6_ORIGIN = /^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

/**
 * Origins end up inside a CSP header, so anything but a bare origin (a space, a ';', a path) is
 * refused rather than passed through: it could widen the policy.
 */
export function parseOrigin(name: string, value: string): string {
  const trimmed = value.trim().replace(/\/$/, '')
  if (!ORIGIN.test(trimmed) && !IPV6_ORIGIN.test(trimmed)) {
    throw new ConfigError(`${name} must be an origin like http://localhost:4401, got "${value}"`)
  }
  return trimmed.toLowerCase()
}

export const MAX_PROJECT_CACHE_MS = 2_000

function parseCacheMs(value: number | undefined): number {
  if (value === undefined) return 1_000
  if (!Number.isFinite(value) || value < 0 || value > MAX_PROJECT_CACHE_MS) {
    throw new ConfigError(`projectCacheMs must be from 0 to ${MAX_PROJECT_CACHE_MS}, got "${value}"`)
  }
  return value
}

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * The RPC proxy forwards visitors' requests to these URLs, so each is checked to be a plain
 * http(s) URL; a duplicate network would make the choice of node arbitrary.
 */
function parseChains(value: ChainEndpoint[]): ChainEndpoint[] {
  const seen = new Set<string>()
  return value.map(({ caipNetworkId, rpcUrl }) => {
    if (typeof caipNetworkId !== 'string' || !CAIP2.test(caipNetworkId)) {
      throw new ConfigError(`chains: "${caipNetworkId}" is not a CAIP-2 network id (e.g. eip155:31337)`)
    }
    if (seen.has(caipNetworkId)) throw new ConfigError(`chains: ${caipNetworkId} is listed twice`)
    seen.add(caipNetworkId)
    let url: URL
    try {
      url = new URL(rpcUrl)
    } catch {
      throw new ConfigError(`chains: the RPC URL of ${caipNetworkId} is not a URL, got "${rpcUrl}"`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`chains: the RPC URL of ${caipNetworkId} must be http(s), got "${rpcUrl}"`)
    }
    return { caipNetworkId, rpcUrl }
  })
}

/** `CHAIN_RPC_URLS=eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546` */
function chainsFromEnv(value: string | undefined): ChainEndpoint[] | undefined {
  const entries = splitList(value)
  if (entries === undefined) return undefined
  return entries.map((entry) => {
    const eq = entry.indexOf('=')
    if (eq < 0) throw new ConfigError(`CHAIN_RPC_URLS entries are network=url, got "${entry}"`)
    return { caipNetworkId: entry.slice(0, eq), rpcUrl: entry.slice(eq + 1) }
  })
}

/** Each entry must be an address or a CIDR range; kept in canonical form (`10.0.0.0/8`, `2001:db8::/32`). */
function parseTrustedProxies(value: readonly string[]): string[] {
  return value.map((entry) => {
    const range = typeof entry === 'string' ? parseIpRange(entry) : undefined
    if (!range)
      throw new ConfigError(
        `trustedProxies: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.1 or 10.0.0.0/8)`,
      )
    return `${formatIp(range.base)}/${range.prefix}`
  })
}

function splitList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  return value
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean)
}

/**
 * Builds the configuration. Environment variables (all optional): PORT, HOST, PUBLIC_ORIGIN,
 * WIDGET_ORIGINS and SITE_ORIGINS (comma-separated), DATABASE_URL, DATA_DIR, SMTP_HOST, SMTP_PORT, SMTP_USER,
 * SMTP_PASS, MAIL_FROM, SECURE_FRAME_DIR, CHAIN_RPC_URLS (comma-separated `caip2=url`),
 * TRUSTED_PROXIES (comma-separated addresses or CIDR ranges). Options given in code win over the environment.
 */
export function loadConfig(options: ServerConfigInput = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort('port', options.port ?? env.PORT, DEFAULT_PORT)
  const publicOrigin = parseOrigin(
    'publicOrigin',
    options.publicOrigin ?? env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
  )
  if (publicOrigin.includes('*')) throw new ConfigError('publicOrigin cannot contain a wildcard')
  const widgetOrigins = (options.widgetOrigins ?? splitList(env.WIDGET_ORIGINS) ?? ['http://localhost:4401']).map((o) =>
    parseOrigin('widgetOrigins', o),
  )
  const siteOrigins = (options.siteOrigins ?? splitList(env.SITE_ORIGINS) ?? ['http://localhost:4400']).map((o) =>
    parseOrigin('siteOrigins', o),
  )
  const databaseUrl = options.databaseUrl ?? (env.DATABASE_URL || undefined)
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('databaseUrl must start with postgresql:// or postgres://')
  }
  const smtpUser = options.smtp?.user ?? (env.SMTP_USER || undefined)
  const smtpPass = options.smtp?.pass ?? (env.SMTP_PASS || undefined)

  return {
    port,
    host: options.host ?? env.HOST ?? '127.0.0.1',
    publicOrigin,
    widgetOrigins,
    siteOrigins,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    dataDir: path.resolve(options.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, '.world', 'db')),
    smtp: {
      host: options.smtp?.host ?? env.SMTP_HOST ?? '127.0.0.1',
      port: parsePort('smtp.port', options.smtp?.port ?? env.SMTP_PORT, DEFAULT_MAIL_SMTP_PORT),
      ...(smtpUser === undefined ? {} : { user: smtpUser }),
      ...(smtpPass === undefined ? {} : { pass: smtpPass }),
    },
    mailFrom: options.mailFrom ?? env.MAIL_FROM ?? 'Wallet Widget <no-reply@wallet-widget.localhost>',
    secureFrameDir: path.resolve(
      options.secureFrameDir ?? env.SECURE_FRAME_DIR ?? path.join(repoRoot, 'dist', 'secure-frame'),
    ),
    deviceWait: {
      timeoutMs: parsePositive('deviceWait.timeoutMs', options.deviceWait?.timeoutMs, 20_000),
      intervalMs: parsePositive('deviceWait.intervalMs', options.deviceWait?.intervalMs, 500),
    },
    rateLimit: {
      startsPerIp: parsePositive('rateLimit.startsPerIp', options.rateLimit?.startsPerIp, 20),
      windowSeconds: parsePositive('rateLimit.windowSeconds', options.rateLimit?.windowSeconds, 600),
    },
    chains: parseChains(options.chains ?? chainsFromEnv(env.CHAIN_RPC_URLS) ?? []),
    projectCacheMs: parseCacheMs(options.projectCacheMs),
    trustedProxies: parseTrustedProxies(options.trustedProxies ?? splitList(env.TRUSTED_PROXIES) ?? []),
    apiRateLimit: {
      originsPerMinute: parsePositive('apiRateLimit.originsPerMinute', options.apiRateLimit?.originsPerMinute, 120),
      eventsPerMinute: parsePositive('apiRateLimit.eventsPerMinute', options.apiRateLimit?.eventsPerMinute, 30),
    },
    rpcProxy: {
      callsPerMinutePerIp: parsePositive('rpcProxy.callsPerMinutePerIp', options.rpcProxy?.callsPerMinutePerIp, 600),
      callsPerMinutePerProject: parsePositive(
        'rpcProxy.callsPerMinutePerProject',
        options.rpcProxy?.callsPerMinutePerProject,
        6_000,
      ),
      nodeTimeoutMs: parsePositive('rpcProxy.nodeTimeoutMs', options.rpcProxy?.nodeTimeoutMs, 10_000),
    },
    ...parseFeatureSettings(options, env, publicOrigin, (message) => new ConfigError(message)),
    smartAccounts: parseSmartAccountSettings(options.smartAccounts, env, (message) => new ConfigError(message)),
    solana: parseSolanaSettings(options.solana, env, (message) => new ConfigError(message)),
    bitcoin: parseBitcoinSettings(options.bitcoin, env, (message) => new ConfigError(message)),
  }
}
