/**
 * Sign-in with the wallet as the site configures it (`data-sign-in`, `data-sign-in-statement`,
 * `data-sign-in-resources`), read with the other attributes by config.ts, before Connect paints
 * (so kept small). Without `data-sign-in` the widget never asks for a sign-in.
 */

export interface SignInConfig {
  /** `required`: a visitor who cancels is disconnected; `optional`: cancelling only closes. */
  required: boolean
  /** Shown in the message the wallet signs (EIP-4361 statement: one line, at most 280 characters). */
  statement?: string
  /** URIs the sign-in also covers (EIP-4361 resources; at most 10, separated by spaces). */
  resources?: string[]
}

export const SIGN_IN_ATTRIBUTES = ['data-sign-in', 'data-sign-in-statement', 'data-sign-in-resources'] as const

/**
 * Validates the sign-in attributes; each problem is reported through `fail`, naming the bad value.
 * A statement or resources without `data-sign-in` is reported as a missing `data-sign-in`.
 */
export function parseSignInConfig(
  attributes: Readonly<Record<string, string>>,
  fail: (attribute: string, message: string) => void,
): SignInConfig | null {
  const [mode, statement, list] = SIGN_IN_ATTRIBUTES.map((name) => attributes[name])
  if (mode === undefined && statement === undefined && list === undefined) return null
  const check = (name: string, ok: boolean, value: string | undefined, expected: string) =>
    ok || fail(name, `must be ${expected}, got ${JSON.stringify(value ?? '')}`)
  const resources = list?.split(/\s+/).filter(Boolean)
  check(SIGN_IN_ATTRIBUTES[0], mode === 'required' || mode === 'optional', mode, '"required" or "optional"')
  if (statement !== undefined)
    check(SIGN_IN_ATTRIBUTES[1], /^[^\r\n]{1,280}$/.test(statement), statement, 'one line of at most 280 characters')
  if (resources)
    check(
      SIGN_IN_ATTRIBUTES[2],
      resources.length > 0 &&
        resources.length <= 10 &&
        resources.every((uri) => /^[a-z][a-z\d+.-]*:[^\s"]+$/i.test(uri)),
      list,
      'at most 10 absolute URIs separated by spaces',
    )
  return { required: mode === 'required', ...(statement && { statement }), ...(resources && { resources }) }
}
