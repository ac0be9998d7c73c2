/** Test support: how a translation differs from the English catalog (missing and extra keys, other parameters, wrong kinds). */
import { markParams } from '../params.js'
import type { CatalogTree, MessageFunction } from '../translator.js'

export interface CatalogDifferences {
  missing: string[]
  extra: string[]
  /** Keys whose message reads other parameters than English (or is a string where English has a function, or back). */
  params: string[]
  /** Keys whose text is empty. */
  empty: string[]
}

export function compareCatalogs(english: CatalogTree, other: CatalogTree): CatalogDifferences {
  const found: CatalogDifferences = { missing: [], extra: [], params: [], empty: [] }
  walk(english, other, '', found)
  return found
}

const isGroup = (value: unknown): value is CatalogTree => typeof value === 'object' && value !== null

function walk(english: CatalogTree, other: CatalogTree, prefix: string, found: CatalogDifferences): void {
  for (const key of Object.keys(other)) if (!(key in english)) found.extra.push(prefix + key)
  for (const [key, message] of Object.entries(english)) {
    const path = prefix + key
    const translated = other[key]
    if (translated === undefined) found.missing.push(path)
    else if (isGroup(message) || isGroup(translated)) {
      if (isGroup(message) && isGroup(translated)) walk(message, translated, `${path}.`, found)
      else found.params.push(path)
    } else if (typeof message !== typeof translated) found.params.push(path)
    else if (typeof message === 'function') {
      const text = markParams(translated as MessageFunction)
      if (!sameNames(markParams(message).names, text.names)) found.params.push(path)
      if (text.text.trim() === '') found.empty.push(path)
    } else if ((translated as string).trim() === '') found.empty.push(path)
  }
}

function sameNames(a: string[], b: string[]): boolean {
  const [x, y] = [new Set(a), new Set(b)]
  return x.size === y.size && [...x].every((name) => y.has(name))
}
