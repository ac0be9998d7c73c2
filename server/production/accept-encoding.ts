/**
 * Content negotiation for precompressed files: which of `br`, `gzip` and `identity` to send for an
 * `Accept-Encoding` header, honouring q-values (`q=0` refuses an encoding) and `*`.
 */

export type Encoding = 'br' | 'gzip' | 'identity'

/** Preference among encodings the client weighs equally: the smallest first. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity']

/** The weight of identity when neither it nor `*` is listed: acceptable, but last. */
const UNLISTED_IDENTITY = 0.0001

/** Each listed coding with its weight (lowercased; a malformed q counts as 0, as if refused). */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    let q = 1
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param.replace(/\s+/g, ''))
      if (param.startsWith('q')) q = match ? Math.min(Number(match[1]) || 0, 1) : 0
    }
    result.set(name, q)
  }
  return result
}

/**
 * The encoding to send, among `available` (identity is always available), or undefined when the client refuses
 * them all (answer 406). No header means identity only; `x-gzip` counts as `gzip`.
 */
export function chooseEncoding(
  header: string | null | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (header === null || header === undefined) return 'identity'
  const listed = weights(header)
  if (listed.has('x-gzip') && !listed.has('gzip')) listed.set('gzip', listed.get('x-gzip') ?? 0)
  const star = listed.get('*')
  // Identity stays acceptable unless refused, below every coding the client listed with a weight.
  const weightOf = (encoding: Encoding): number =>
    listed.get(encoding) ?? star ?? (encoding === 'identity' ? UNLISTED_IDENTITY : 0)
  let best: Encoding | undefined
  let bestWeight = 0
  for (const encoding of PREFERENCE) {
    if (encoding !== 'identity' && !available.includes(encoding)) continue
    const weight = weightOf(encoding)
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}
