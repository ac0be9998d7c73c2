/**
 * Which hosts the server may fetch NFT metadata and images from. Token URIs are written by whoever
 * deploys a contract, so by default a URL whose host resolves to a loopback, private, link-local
 * or otherwise internal address is refused: a contract must not make this server read its own
 * network. The local world, whose metadata is on localhost, allows them.
 */
import { lookup } from 'node:dns/promises'
import { createProxyMatcher, parseIp } from '../client-ip.js'

const INTERNAL = createProxyMatcher([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/3',
  '::/127',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
])

/** True when every address `hostname` resolves to is public. */
export async function isPublicHost(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  const literal = parseIp(bare)
  const addresses = literal ? [bare] : (await lookup(bare, { all: true })).map((entry) => entry.address)
  return (
    addresses.length > 0 &&
    addresses.every((address) => {
      const ip = parseIp(address)
      return ip !== undefined && !INTERNAL(ip)
    })
  )
}
