/**
 * The EIP-3668 gateway of the offchain resolver (dev/contracts/OffchainNameResolver.sol): it answers
 * `resolve(name, data)` for the account names (`addr`, `addr` by coin type, `text`) and for reverse names
 * (`name` of `<hex>.addr.reverse`), signed with the gateway key so the resolver on chain can check it:
 *
 *   answer  = abi.encode(bytes result, uint64 expires, bytes signature)
 *   digest  = keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(request) ‖ keccak256(result))
 *
 * `sender` is the resolver that asked (the signature is good for it alone). A name outside the configured
 * zones is a 404; an unregistered name answers empty records (the zero address, empty text).
 */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  type Hex,
  hexToBytes,
  isAddress,
  keccak256,
  namehash,
  parseAbi,
} from 'viem'
import { sign } from 'viem/accounts'
import { ApiError } from '../api-error.js'
import type { Queryable } from '../db/database.js'
import { fullName, parseAccountName } from './account-name.js'
import { NameRefusal } from './refusal.js'
import type { NameSettings } from './settings.js'
import { findByAddress, findByLabel, type RegisteredName } from './store.js'

const RESOLVE_ABI = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const RECORD_ABI = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])
const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'
const REVERSE_SUFFIX = '.addr.reverse'

/** A DNS wire-format name (RFC 1035 §3.1) as dotted text; undefined when malformed. */
export function decodeDnsName(bytes: Uint8Array): string | undefined {
  const labels: string[] = []
  let at = 0
  while (at < bytes.length) {
    const length = bytes[at] ?? 0
    if (length === 0) return at === bytes.length - 1 ? labels.join('.') : undefined
    const label = new TextDecoder().decode(bytes.subarray(at + 1, at + 1 + length))
    if (at + 1 + length >= bytes.length || label.includes('.')) return undefined
    labels.push(label)
    at += length + 1
  }
  return undefined
}

const isEvmCoinType = (coinType: bigint) => coinType === 60n || (coinType > 0x8000_0000n && coinType <= 0xffff_ffffn)

/** The encoded result of one record call for a name (`entry` undefined when it is not registered). */
function forwardRecord(record: ReturnType<typeof decodeRecord>, entry: RegisteredName | undefined): Hex {
  const address = (entry?.address ?? ZERO_ADDRESS) as Address
  switch (record.functionName) {
    case 'addr':
      if (record.args.length === 1) return encodeAbiParameters([{ type: 'address' }], [address])
      return encodeAbiParameters(
        [{ type: 'bytes' }],
        [entry && isEvmCoinType(record.args[1] as bigint) ? address : '0x'],
      )
    case 'text':
      return encodeAbiParameters([{ type: 'string' }], [record.args[1] === 'avatar' ? (entry?.avatar ?? '') : ''])
    case 'name':
      throw new ApiError(400, 'name() is answered for reverse names only')
  }
}

function decodeRecord(data: Hex) {
  try {
    return decodeFunctionData({ abi: RECORD_ABI, data })
  } catch {
    throw new ApiError(400, 'Only addr, text and name records are answered')
  }
}

export interface GatewayRequest {
  sender: Address
  /** The resolver's `resolve(name, data)` call. */
  data: Hex
}

/** Answers a gateway request, signed; throws an ApiError (4xx) for a request it cannot answer. */
export async function answerGatewayRequest(
  db: Queryable,
  settings: NameSettings,
  { sender, data }: GatewayRequest,
  now: Date,
): Promise<Hex> {
  const { gatewayKey } = settings
  if (!gatewayKey) throw new ApiError(404, 'This server has no name gateway')
  if (!isAddress(sender, { strict: false })) throw new ApiError(400, 'sender must be an address')
  let call: { args: readonly [Hex, Hex] }
  try {
    call = decodeFunctionData({ abi: RESOLVE_ABI, data }) as { args: readonly [Hex, Hex] }
  } catch {
    throw new ApiError(400, 'data must be a resolve(bytes,bytes) call')
  }
  const name = decodeDnsName(hexToBytes(call.args[0]))?.toLowerCase()
  if (name === undefined) throw new ApiError(400, 'The name is not DNS-encoded')
  const record = decodeRecord(call.args[1])
  if (record.args[0] !== namehash(name)) throw new ApiError(400, `The record asked is not for ${name}`)
  const result = await recordOf(db, settings, name, record)
  const expires = BigInt(Math.floor(now.getTime() / 1000) + settings.gatewayAnswerSeconds)
  const digest = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', sender, expires, keccak256(data), keccak256(result)],
    ),
  )
  const signature = await sign({ hash: digest, privateKey: gatewayKey, to: 'hex' })
  return encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature])
}

async function recordOf(
  db: Queryable,
  settings: NameSettings,
  name: string,
  record: ReturnType<typeof decodeRecord>,
): Promise<Hex> {
  if (name.endsWith(REVERSE_SUFFIX)) {
    const hex = name.slice(0, -REVERSE_SUFFIX.length)
    if (record.functionName !== 'name' || !/^[0-9a-f]{40}$/.test(hex)) throw new ApiError(404, `No records for ${name}`)
    const entry = await findByAddress(db, `0x${hex}`)
    return encodeAbiParameters([{ type: 'string' }], [entry ? fullName(entry.label, settings.parent) : ''])
  }
  let label: string
  try {
    label = parseAccountName(name, settings).label
  } catch (err) {
    if (!(err instanceof NameRefusal)) throw err
    if (err.code === 'UNKNOWN_ZONE') throw new ApiError(404, `${name} is not a name of this gateway`)
    // A label the rules refuse is never registered.
    return forwardRecord(record, undefined)
  }
  return forwardRecord(record, await findByLabel(db, label))
}
