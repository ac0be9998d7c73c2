/**
 * A client of a Bitcoin-family node's JSON-RPC (Bitcoin Core, litecoind): one POST per call, HTTP basic
 * authentication from the URL's user and password (fetch refuses a URL that carries them), a timeout per call.
 * A node's error answer becomes a `NodeRpcError` carrying the node's code and message.
 */

export interface NodeRpcOptions {
  /** `http://user:password@host:port[/wallet/<name>]`. */
  url: string
  timeoutMs: number
}

export interface NodeRpc {
  call<T>(method: string, params?: unknown[]): Promise<T>
  /** The same node, calls addressed to one of its wallets. */
  wallet(name: string): NodeRpc
}

export class NodeRpcError extends Error {
  override name = 'NodeRpcError'
  constructor(
    readonly method: string,
    /** The node's error code (-5 invalid address, -8 invalid parameter, …), or 0 when the node did not answer. */
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message}`)
  }
}

interface RpcAnswer {
  result?: unknown
  error?: { code?: unknown; message?: unknown } | null
}

export function createNodeRpc({ url, timeoutMs }: NodeRpcOptions): NodeRpc {
  const parsed = new URL(url)
  const authorization = `Basic ${Buffer.from(
    `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
  ).toString('base64')}`
  parsed.username = ''
  parsed.password = ''
  const endpoint = parsed.toString()
  let nextId = 1

  const call = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const id = nextId++
    let response: Response
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ jsonrpc: '1.0', id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      throw new NodeRpcError(method, 0, `the node did not answer (${err instanceof Error ? err.message : String(err)})`)
    }
    // The node answers its errors with 404 or 500 and a JSON body; 401 and 403 have none.
    if (response.status === 401 || response.status === 403)
      throw new NodeRpcError(method, 0, `the node refused the credentials (HTTP ${response.status})`)
    let answer: RpcAnswer
    try {
      answer = (await response.json()) as RpcAnswer
    } catch {
      throw new NodeRpcError(method, 0, `the node answered HTTP ${response.status} without JSON`)
    }
    if (answer.error) {
      const code = typeof answer.error.code === 'number' ? answer.error.code : 0
      throw new NodeRpcError(method, code, String(answer.error.message ?? 'unknown error'))
    }
    return answer.result as T
  }

  return {
    call,
    wallet: (name) => {
      const walletUrl = new URL(url)
      walletUrl.pathname = `/wallet/${encodeURIComponent(name)}`
      return createNodeRpc({ url: walletUrl.toString(), timeoutMs })
    },
  }
}
