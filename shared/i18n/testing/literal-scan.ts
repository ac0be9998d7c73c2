/** Test support: user-facing text written into UI code instead of taken from a catalog. */

export interface Literal {
  line: number
  text: string
}

/** Comments removed (their text is not shown), line breaks kept so line numbers stay right. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length

/** JSX text with letters, and `aria-label`/`title`/`placeholder`/`alt` given as literal text. */
export function jsxLiterals(source: string, allowed: ReadonlySet<string>): Literal[] {
  const code = stripComments(source)
  const found: Literal[] = []
  const add = (index: number, text: string) => {
    const trimmed = text.trim()
    // Interpolations are code; what is left around them is text.
    if (/\p{L}/u.test(trimmed.replace(/\$\{[^}]*\}/g, '')) && !allowed.has(trimmed))
      found.push({ line: lineOf(code, index), text: trimmed })
  }
  // Text between a tag's end and the next tag or expression, outside any code punctuation; a statement that
  // returns the next element (`<A />`, then `return <B />` on a line of its own) is code too.
  for (const match of code.matchAll(/(?<!=)>([^<>{}()=;&|]+)(?=<|\{)/g))
    if (!/^[^\S\n]*\n\s*return\s*$/.test(match[1]!)) add(match.index, match[1]!)
  for (const match of code.matchAll(/\b(?:aria-label|title|placeholder|alt)=(?:"([^"]*)"|\{\s*['`]([^'`]*)['`]\s*\})/g))
    add(match.index, match[1] ?? match[2] ?? '')
  return found
}

/** String literals that read as words for a person: starting with a capital letter and a lower-case one, or with a space. */
export function proseLiterals(source: string, allowed: ReadonlySet<string>): Literal[] {
  const code = stripComments(source)
  const found: Literal[] = []
  for (const match of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const text = match[2]!
    const before = code.slice(code.lastIndexOf('\n', match.index) + 1, match.index)
    if (/^\s*(import|export \* from)|from\s*$/.test(before) || allowed.has(text)) continue
    // Class names ('approval-button approval-button--reject') are not prose.
    if (text.split(' ').every((word) => word.includes('-'))) continue
    if (/^\p{Lu}\p{Ll}/u.test(text) || /\p{L}+ \p{L}+/u.test(text))
      found.push({ line: lineOf(code, match.index), text })
  }
  return found
}
