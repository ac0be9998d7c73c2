/**
 * Checks that English never lacks a text when code reads it: the English texts of the on-demand views
 * (widget-app/i18n/on-demand-english.ts) are added when `on-demand-texts.ts` runs, so
 * every chunk the widget loads (its entry, and each chunk it imports dynamically) whose code reads one of
 * those groups must bring `on-demand-texts.ts` with it, among the files it imports statically.
 */
import { readFileSync } from 'node:fs'
import type { Metafile } from 'esbuild'
import { ON_DEMAND_ENGLISH } from '../widget-app/i18n/on-demand-english.js'
import { metafilePath } from './sizes.js'

const ON_DEMAND_TEXTS = 'widget-app/i18n/on-demand-texts.ts'
export const ON_DEMAND_GROUPS: readonly string[] = Object.keys(ON_DEMAND_ENGLISH)

/** A module's source reads a key of one of `groups` (`'send.title'`, `` `networks.${…}` ``). */
export function readsGroups(source: string, groups: readonly string[]): boolean {
  return new RegExp(`['"\`](${groups.join('|')})\\.[A-Za-z$]`).test(source)
}

export interface MissingTexts {
  /** The output loaded on its own (the entry, or a chunk imported dynamically). */
  chunk: string
  /** Its modules that read on-demand texts. */
  readers: string[]
}

/** Every output loaded on its own whose static closure reads on-demand texts without bringing them. */
export function chunksMissingTexts(
  widget: Metafile,
  entry: string,
  reads: (module: string) => boolean,
): MissingTexts[] {
  const loadedAlone = new Set([entry])
  for (const output of Object.values(widget.outputs))
    for (const imported of output.imports) if (imported.kind === 'dynamic-import') loadedAlone.add(imported.path)
  const missing: MissingTexts[] = []
  for (const chunk of loadedAlone) {
    const closure = new Set<string>()
    const visit = (file: string) => {
      if (closure.has(file)) return
      closure.add(file)
      for (const imported of widget.outputs[file]?.imports ?? [])
        if (imported.kind === 'import-statement') visit(imported.path)
    }
    visit(chunk)
    const modules = [...closure].flatMap((file) => Object.keys(widget.outputs[file]?.inputs ?? {}))
    if (modules.includes(ON_DEMAND_TEXTS)) continue
    const readers = modules.filter((module) => module.startsWith('widget-app/') && reads(module))
    if (readers.length > 0) missing.push({ chunk, readers })
  }
  return missing
}

/** Reads each module's source from the repository. */
export const readsOnDemandTexts = (module: string): boolean =>
  !module.includes('/i18n/messages/') && readsGroups(readFileSync(metafilePath(module), 'utf8'), ON_DEMAND_GROUPS)
