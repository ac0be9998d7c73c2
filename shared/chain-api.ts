/**
 * The deployment's JSON-RPC address for a chain: `<api origin>/v1/?chainId=eip155:<id>&projectId=…`.
 * The email wallet sends every chain call there (never to a node a site names), and the widget
 * tells the wallet the same address, so the two always agree.
 */
export function deploymentRpcUrl(apiOrigin: string, projectId: string, chainId: number): string {
  const url = new URL('/v1/', apiOrigin)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  url.searchParams.set('projectId', projectId)
  return url.href
}
