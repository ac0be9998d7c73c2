/**
 * The secure frame's language chunks, preloaded with its page. The frame's entry holds English only; every other
 * language is a hashed chunk the entry imports before it answers `ready`. The widget names its language in the
 * frame's URL (`?locale=`), so the page served for that URL lists the language's files as module preloads: they
 * download beside the entry instead of one round trip after it.
 *
 * Which file is which language is the build's word (scripts/build-secure-frame.ts writes {@link LANGUAGE_FILES_NAME}
 * beside the page): nothing is guessed from file names. A language the manifest does not name adds nothing.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LOCALE, negotiateLocale } from '../shared/i18n/locales.js'

/** The manifest's file in the frame's directory. */
export const LANGUAGE_FILES_NAME = 'languages.json'

/** Language (as the frame negotiates it, `fr`) → its files, relative to the frame's directory (`chunks/fr-….js`). */
export type LanguageFiles = Record<string, string[]>

/** A file the page may name: a script under the frame's directory, in characters that need no escaping. */
const SAFE_FILE = /^(?:[\w-]+\/)*[\w.-]+\.js$/
const SAFE_LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

export class LanguageFilesError extends Error {
  readonly code = 'SECURE_FRAME_LANGUAGE_FILES_INVALID'
}

/** The manifest's entries, checked: a language tag to a list of script paths that cannot leave the directory. */
export function parseLanguageFiles(json: string): LanguageFiles {
  const parsed: unknown = JSON.parse(json)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new LanguageFilesError(`${LANGUAGE_FILES_NAME}: expected an object of language → files`)
  const files: LanguageFiles = {}
  for (const [language, list] of Object.entries(parsed)) {
    if (!SAFE_LANGUAGE.test(language)) throw new LanguageFilesError(`${LANGUAGE_FILES_NAME}: bad language ${language}`)
    if (!Array.isArray(list) || !list.every((file) => typeof file === 'string' && SAFE_FILE.test(file)))
      throw new LanguageFilesError(`${LANGUAGE_FILES_NAME}: ${language} must list script paths under the frame`)
    files[language] = list
  }
  return files
}

/**
 * The manifest in `dir`; empty when there is none (a build before it existed: the frame still loads its language,
 * one round trip later). A manifest that is there but wrong is an error: the build wrote something unexpected.
 */
export async function readLanguageFiles(dir: string): Promise<LanguageFiles> {
  let json: string
  try {
    json = await readFile(path.join(dir, LANGUAGE_FILES_NAME), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
  return parseLanguageFiles(json)
}

/** The files to preload for the page's URL query: the language the frame will pick from `?locale=`, if translated. */
export function languageFilesFor(search: URLSearchParams, files: LanguageFiles): string[] {
  const requested = search.get('locale')
  if (requested === null) return []
  // As the frame reads it (secure-frame/config.ts, i18n.ts): at most 35 characters, matched to a shipped language.
  const language = negotiateLocale([requested.slice(0, 35)], [DEFAULT_LOCALE, ...Object.keys(files)])
  return files[language] ?? []
}

/** The page with a `<link rel="modulepreload">` per file before its module script (or the end of its head). */
export function withLanguagePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html
  const links = files.map((file) => `<link rel="modulepreload" href="./${file}" />`).join('\n    ')
  const script = html.search(/<script type="module"/i)
  if (script >= 0) return `${html.slice(0, script)}${links}\n    ${html.slice(script)}`
  const headEnd = html.search(/<\/head>/i)
  return headEnd >= 0 ? `${html.slice(0, headEnd)}${links}\n${html.slice(headEnd)}` : html
}
