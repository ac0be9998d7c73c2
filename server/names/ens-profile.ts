/**
 * ENS in the profile and identity answers: a name outside the server's zones is looked up through ENS
 * (ens-lookup.ts), and an address without an account name is given its ENS primary name. The account
 * names of the server's zones always come first; when the node fails, the ENS part is left out.
 */
import type { Address } from 'viem'
import type { ProfileName } from '../../shared/contracts/profile.js'
import type { ApiContext } from '../api/context.js'
import { ApiError } from '../api-error.js'
import type { Identity } from '../blockchain/names.js'
import { zonesOf } from './account-name.js'
import { createEnsReader, type EnsReader, type EnsRecord, EnsUnavailable } from './ens-lookup.js'
import { NameRefusal } from './refusal.js'
import { ETHEREUM_COIN_TYPE } from './registration.js'

/** One reader (and so one cache) per running API. */
const readers = new WeakMap<ApiContext, EnsReader>()

function ensReaderOf(ctx: ApiContext): EnsReader {
  let reader = readers.get(ctx)
  if (!reader) {
    reader = createEnsReader({
      settings: ctx.config.names,
      chains: ctx.config.chains,
      nodeTimeoutMs: ctx.config.rpcProxy.nodeTimeoutMs,
      now: () => ctx.clock().getTime(),
    })
    readers.set(ctx, reader)
  }
  return reader
}

/** Whether `name` is read through ENS: ENS is set up and the name is in none of the server's zones. */
export function isEnsName(ctx: ApiContext, name: string): boolean {
  const lower = name.toLowerCase()
  const settings = ctx.config.names
  return settings.ensUniversalResolvers.length > 0 && !zonesOf(settings).some((zone) => lower.endsWith(`.${zone}`))
}

/** An ENS name in AppKit's shape; ENS tells no registration time, so the times are those of the read. */
function profileOf(record: EnsRecord, readAt: Date): ProfileName {
  const created = readAt.toISOString()
  return {
    name: record.name,
    registered_at: created,
    updated_at: created,
    addresses: { [String(ETHEREUM_COIN_TYPE)]: { address: record.address, created } },
    attributes: record.avatar ? [{ avatar: record.avatar }] : [],
  }
}

/** The ENS name's profile; 404 NAME_NOT_FOUND when it resolves to no address, 502 when the node fails. */
export async function ensProfile(ctx: ApiContext, name: string): Promise<ProfileName> {
  let record: EnsRecord | null
  try {
    record = await ensReaderOf(ctx).resolveName(name)
  } catch (err) {
    if (err instanceof EnsUnavailable)
      throw new ApiError(502, `The ENS name ${name.slice(0, 80)} could not be read: the chain node did not answer`, {
        code: 'ENS_UNAVAILABLE',
      })
    // What remains is the name's normalisation refusing it.
    throw new NameRefusal(400, 'INVALID_NAME', `"${name.slice(0, 80)}" is not a valid ENS name`)
  }
  if (!record) throw new NameRefusal(404, 'NAME_NOT_FOUND', `${name.slice(0, 80)} does not resolve to an address`)
  return profileOf(record, ctx.clock())
}

/** The address's ENS primary name, or null (also when the node fails). */
async function primaryNameOf(ctx: ApiContext, address: string): Promise<EnsRecord | null> {
  if (ctx.config.names.ensUniversalResolvers.length === 0) return null
  try {
    return await ensReaderOf(ctx).primaryName(address as Address)
  } catch (err) {
    if (err instanceof EnsUnavailable) return null
    throw err
  }
}

/** The reverse answer for an address without an account name: its ENS primary name, or none. */
export async function ensReverseNames(ctx: ApiContext, address: string): Promise<ProfileName[]> {
  const record = await primaryNameOf(ctx, address)
  return record ? [profileOf(record, ctx.clock())] : []
}

/** `identity` as it is when it has a name; else the address's ENS primary name and avatar, when it has one. */
export async function withEnsName(ctx: ApiContext, address: string, identity: Identity): Promise<Identity> {
  if (identity.name) return identity
  const record = await primaryNameOf(ctx, address)
  return record ? { name: record.name, avatar: record.avatar } : identity
}
