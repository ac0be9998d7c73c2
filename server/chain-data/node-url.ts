/** Reading a chain node's URL from settings, for the namespaces whose nodes the server reads (solana/, bitcoin/). */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The URL without its password, for messages: a node URL may carry credentials. */
export const redacted = (value: string): string => value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@')

/** An http(s) URL of `network`'s node; `setting` names the settings group in the error ("solana", "bitcoin"). */
export function parseNodeUrl(
  setting: string,
  network: string,
  value: unknown,
  fail: (message: string) => Error,
): string {
  try {
    const url = new URL(String(value))
    if (url.protocol === 'http:' || url.protocol === 'https:') return String(value)
  } catch {}
  throw fail(`${setting}: the RPC URL of ${network} must be an http(s) URL, got "${redacted(String(value))}"`)
}
