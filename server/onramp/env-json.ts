/** The onramp settings' JSON environment variables (ONRAMP_ASSETS, ONRAMP_SOLANA_NETWORKS, …). */

/** The JSON of environment variable `name`, or undefined when it is unset or empty; `fail` makes the caller's error. */
export function jsonFromEnv(env: NodeJS.ProcessEnv, name: string, fail: (message: string) => Error): unknown {
  const raw = env[name]
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw fail(`${name} is not valid JSON: "${raw.slice(0, 80)}"`)
  }
}
