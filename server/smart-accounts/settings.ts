/**
 * The smart-account settings (`ServerConfig.smartAccounts`): on which networks the server has an ERC-4337
 * bundler and a paymaster, the key that signs sponsorships, and per project which of those networks are
 * smart-account-enabled and how much gas one sponsored operation may use.
 *
 * From code options first and the environment second:
 *   SMART_ACCOUNT_NETWORKS       JSON, CAIP-2 id → { bundlerUrl, entryPoint, factory, paymaster }
 *   SMART_ACCOUNT_PAYMASTER_KEY  0x + 64 hex: the paymaster contracts' verifying signer
 *   SMART_ACCOUNT_PROJECTS       JSON, project id → { networks: CAIP-2 ids, maxGasPerOperation }
 */
import type { Address, Hex } from 'viem'

export interface SmartAccountNetwork {
  /** The bundler the server forwards `/v1/bundler/{chainId}` to (never shown to clients). */
  bundlerUrl: string
  /** The EntryPoint v0.8 the bundler serves. */
  entryPoint: Address
  /** The WalletSmartAccountFactory whose accounts the email wallet uses. */
  factory: Address
  /** The SponsoringPaymaster whose verifying signer is `paymasterKey`. */
  paymaster: Address
}

export interface SmartAccountProject {
  /** CAIP-2 ids of the networks where the project's users get smart accounts and sponsored gas. */
  networks: string[]
  /** The most gas (all the operation's limits together) one sponsored operation may use. */
  maxGasPerOperation: number
}

export interface SmartAccountSettings {
  networks: Record<string, SmartAccountNetwork>
  /** Without a key the paymaster service refuses every sponsorship. */
  paymasterKey?: Hex
  projects: Record<string, SmartAccountProject>
  /** How long a sponsorship stays valid after it is signed. */
  sponsorshipSeconds: number
}

export type SmartAccountSettingsInput = Partial<SmartAccountSettings>

export const DEFAULT_SPONSORSHIP_SECONDS = 10 * 60
export const DEFAULT_MAX_GAS_PER_OPERATION = 3_000_000

const CAIP2_EVM = /^eip155:[1-9]\d{0,19}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

type Fail = (message: string) => Error

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseAddress(where: string, value: unknown, fail: Fail): Address {
  if (typeof value !== 'string' || !ADDRESS.test(value))
    throw fail(`${where} must be 0x followed by 40 hex characters, got ${JSON.stringify(value)}`)
  return value as Address
}

function parseBundlerUrl(where: string, value: unknown, fail: Fail): string {
  try {
    if (typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)) return value
  } catch {}
  throw fail(`${where} must be an http(s) URL, got ${JSON.stringify(value)}`)
}

function parseNetworks(raw: unknown, fail: Fail): Record<string, SmartAccountNetwork> {
  if (raw === undefined) return {}
  if (!isRecord(raw))
    throw fail('smartAccounts.networks must map CAIP-2 network ids to { bundlerUrl, entryPoint, factory, paymaster }')
  const networks: Record<string, SmartAccountNetwork> = {}
  for (const [network, value] of Object.entries(raw)) {
    const where = `smartAccounts.networks["${network}"]`
    if (!CAIP2_EVM.test(network))
      throw fail(`smartAccounts.networks: "${network}" is not an EVM CAIP-2 network id (eip155:1)`)
    if (!isRecord(value)) throw fail(`${where} must be { bundlerUrl, entryPoint, factory, paymaster }`)
    networks[network] = {
      bundlerUrl: parseBundlerUrl(`${where}.bundlerUrl`, value.bundlerUrl, fail),
      entryPoint: parseAddress(`${where}.entryPoint`, value.entryPoint, fail),
      factory: parseAddress(`${where}.factory`, value.factory, fail),
      paymaster: parseAddress(`${where}.paymaster`, value.paymaster, fail),
    }
  }
  return networks
}

function parseProject(projectId: string, value: unknown, known: string[], fail: Fail): SmartAccountProject {
  const where = `smartAccounts.projects["${projectId}"]`
  if (!isRecord(value)) throw fail(`${where} must be { networks: [CAIP-2 ids], maxGasPerOperation }`)
  if (!Array.isArray(value.networks) || value.networks.some((n) => typeof n !== 'string' || !CAIP2_EVM.test(n)))
    throw fail(`${where}.networks must be a list of EVM CAIP-2 network ids (eip155:1)`)
  const networks = value.networks as string[]
  const unknown = known.length > 0 ? networks.find((n) => !known.includes(n)) : undefined
  if (unknown) throw fail(`${where}.networks names ${unknown}, which smartAccounts.networks does not configure`)
  const maxGas = value.maxGasPerOperation ?? DEFAULT_MAX_GAS_PER_OPERATION
  if (typeof maxGas !== 'number' || !Number.isInteger(maxGas) || maxGas < 100_000 || maxGas > 30_000_000)
    throw fail(
      `${where}.maxGasPerOperation must be a whole number from 100000 to 30000000, got ${JSON.stringify(maxGas)}`,
    )
  return { networks, maxGasPerOperation: maxGas }
}

function parseProjects(raw: unknown, known: string[], fail: Fail): Record<string, SmartAccountProject> {
  if (raw === undefined) return {}
  if (!isRecord(raw)) throw fail('smartAccounts.projects must map project ids to { networks, maxGasPerOperation }')
  const projects: Record<string, SmartAccountProject> = {}
  for (const [projectId, value] of Object.entries(raw)) {
    if (!PROJECT_ID.test(projectId)) throw fail(`smartAccounts.projects: "${projectId}" is not a project id`)
    projects[projectId] = parseProject(projectId, value, known, fail)
  }
  return projects
}

function fromJsonEnv(name: string, value: string | undefined, fail: Fail): unknown {
  if (!value) return undefined
  try {
    return JSON.parse(value)
  } catch {
    throw fail(`${name} must be JSON, got "${value.slice(0, 80)}"`)
  }
}

export function parseSmartAccountSettings(
  options: SmartAccountSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: Fail,
): SmartAccountSettings {
  const networks = parseNetworks(
    options.networks ?? fromJsonEnv('SMART_ACCOUNT_NETWORKS', env.SMART_ACCOUNT_NETWORKS, fail),
    fail,
  )
  const projects = parseProjects(
    options.projects ?? fromJsonEnv('SMART_ACCOUNT_PROJECTS', env.SMART_ACCOUNT_PROJECTS, fail),
    Object.keys(networks),
    fail,
  )
  const paymasterKey = options.paymasterKey ?? (env.SMART_ACCOUNT_PAYMASTER_KEY || undefined)
  if (paymasterKey !== undefined && !PRIVATE_KEY.test(paymasterKey))
    throw fail('SMART_ACCOUNT_PAYMASTER_KEY must be 0x followed by 64 hex characters')
  const seconds = options.sponsorshipSeconds ?? DEFAULT_SPONSORSHIP_SECONDS
  if (!Number.isInteger(seconds) || seconds < 30 || seconds > 86_400)
    throw fail(`smartAccounts.sponsorshipSeconds must be a whole number from 30 to 86400, got ${seconds}`)
  return {
    networks,
    ...(paymasterKey === undefined ? {} : { paymasterKey: paymasterKey as Hex }),
    projects,
    sponsorshipSeconds: seconds,
  }
}
