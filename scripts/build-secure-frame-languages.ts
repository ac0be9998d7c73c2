/**
 * The manifest of the secure frame's language chunks ({@link LANGUAGE_FILES_NAME} beside its page): for each
 * translation, the chunk that holds it (found by its source module in the metafile) and the chunks it imports that
 * the page does not load already. The server reads it to preload the language the frame's URL names
 * (server/secure-frame-languages.ts).
 */
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { Metafile } from 'esbuild'
import { LANGUAGE_FILES_NAME, type LanguageFiles } from '../server/secure-frame-languages.js'
import { LOCALES } from '../shared/i18n/locales.js'
import { outputOf, staticImportsOf } from './build-pages.js'

/** The catalog module of a translation (secure-frame/i18n/catalogs.ts imports each by this path). */
export const catalogModule = (locale: string) => `secure-frame/i18n/messages/${locale}.ts`

/**
 * Each translation's files, relative to the frame's directory. `root` is esbuild's working directory (metafile
 * paths are relative to it), `frameDir` the directory the page is in, `entry` the page's module script.
 */
export function languageFiles(parameters: {
  metafile: Metafile
  root: string
  frameDir: string
  entry: string
}): LanguageFiles {
  const { metafile, root, frameDir, entry } = parameters
  const loaded = new Set([entry, ...staticImportsOf(metafile, entry)])
  const fromPage = (file: string) => relative(frameDir, join(root, file)).replaceAll('\\', '/')
  const files: LanguageFiles = {}
  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    const chunk = outputOf(metafile, catalogModule(locale), '.js')
    const needed = [chunk, ...staticImportsOf(metafile, chunk).filter((file) => !loaded.has(file))]
    files[locale] = needed.map(fromPage)
  }
  return files
}

/** Writes the manifest beside the page in `frameDir`. */
export async function writeLanguageFiles(frameDir: string, files: LanguageFiles): Promise<void> {
  await writeFile(join(frameDir, LANGUAGE_FILES_NAME), `${JSON.stringify(files, null, 2)}\n`)
}
