/** The transport the world's deployments speak to a local node through. */
import { type HttpTransportConfig, http } from 'viem'

/**
 * viem's HTTP transport with a minute to answer instead of its 10 s default: on a busy machine a local node's
 * answer can take longer while the world deploys, and a slow answer there is progress, not a failure.
 */
export const nodeTransport = (rpcUrl: string, config: HttpTransportConfig = {}) =>
  http(rpcUrl, { timeout: 60_000, ...config })
