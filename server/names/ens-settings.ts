/**
 * Where ENS is read (`names.ensUniversalResolvers`): per chain, the address of its ENS universal resolver.
 * A deployment names mainnet's (`eip155:1=0xce01f8eee7E479C928F8919abD53E553a36CeF67`); the local world
 * names its own on both chains. The chain's node is the one `config.chains` lists for it.
 */
import { type Address, getAddress, isAddress } from 'viem'

export interface EnsUniversalResolver {
  /** CAIP-2, e.g. `eip155:1`. Only `eip155` chains carry ENS. */
  caipNetworkId: string
  address: Address
}

const EIP155 = /^eip155:[1-9][0-9]{0,15}$/

/**
 * Code options first, then `ENS_UNIVERSAL_RESOLVERS=eip155:1=0x…,eip155:31337=0x…`; none when neither is
 * given (names outside the server's zones are then unknown). Forward lookups use the first entry.
 */
export function parseEnsUniversalResolvers(
  options: readonly EnsUniversalResolver[] | undefined,
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error,
): EnsUniversalResolver[] {
  const entries =
    options ??
    (env.ENS_UNIVERSAL_RESOLVERS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => {
        const eq = entry.lastIndexOf('=')
        if (eq < 0) throw fail(`ENS_UNIVERSAL_RESOLVERS entries are network=address, got "${entry}"`)
        return { caipNetworkId: entry.slice(0, eq), address: entry.slice(eq + 1) as Address }
      })
  const seen = new Set<string>()
  return entries.map(({ caipNetworkId, address }) => {
    if (typeof caipNetworkId !== 'string' || !EIP155.test(caipNetworkId))
      throw fail(`names.ensUniversalResolvers: "${caipNetworkId}" is not an eip155 network id (e.g. eip155:1)`)
    if (seen.has(caipNetworkId)) throw fail(`names.ensUniversalResolvers lists ${caipNetworkId} twice`)
    seen.add(caipNetworkId)
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      throw fail(`names.ensUniversalResolvers: the resolver of ${caipNetworkId} must be an address, got "${address}"`)
    return { caipNetworkId, address: getAddress(address) }
  })
}
