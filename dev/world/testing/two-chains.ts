/** For the world's own tests: the two local chains (31337 and 31338) on ports of the suite's range. */
import { afterAll, beforeAll } from 'vitest'
import { startAnvil, type AnvilNode } from '../anvil.js'

/**
 * Starts an anvil node per local chain before the file's tests and stops them after; the returned array is
 * filled once the nodes answer (read it inside tests, not at import).
 */
export function twoLocalChains(ports: { a: number; b: number }): AnvilNode[] {
  const nodes: AnvilNode[] = []
  beforeAll(async () => {
    nodes.push(
      ...(await Promise.all([
        startAnvil({ port: ports.a, chainId: 31337 }),
        startAnvil({ port: ports.b, chainId: 31338 }),
      ])),
    )
  }, 60_000)
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  })
  return nodes
}
