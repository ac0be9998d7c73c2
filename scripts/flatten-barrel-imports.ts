/**
 * An esbuild plugin that sends our sources' named imports of a package's barrel (`import { a } from 'viem'`) to
 * the files the barrel re-exports them from, so the barrel file itself is never in the build.
 *
 * Why: esbuild's code splitting places whole files. A barrel reached from the entry and from an on-demand chunk is
 * one shared file, and every module it re-exports that any chunk uses is then counted as reached from the entry:
 * the smart-account chunk's `createPublicClient` would pull viem's clients and actions into what every login loads.
 * With each name imported from its own file, a module lands in the entry only when the entry's code uses it.
 *
 * Only our own `.ts`/`.tsx` files are rewritten (never node_modules); imports are read with TypeScript's parser, so
 * `type` names stay type-only (erased). A value the barrel does not re-export by name fails the build.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'esbuild'
import ts from 'typescript'

/** Where a barrel's export comes from: the module (an absolute file, or a bare package) and its name there. */
export interface ReExport {
  from: string
  name: string
}

/** The barrel's `export { a, b as c } from './x.js'` statements, by exported name. */
export function readBarrel(barrelFile: string): Map<string, ReExport> {
  const source = ts.createSourceFile(barrelFile, readFileSync(barrelFile, 'utf8'), ts.ScriptTarget.Latest)
  const exports = new Map<string, ReExport>()
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) continue
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    const from = specifier.startsWith('.') ? join(dirname(barrelFile), specifier) : specifier
    for (const element of statement.exportClause.elements)
      if (!element.isTypeOnly)
        exports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text })
  }
  return exports
}

/**
 * `code` with each `import { … } from '<packageName>'` split into one import per name from the file that defines
 * it; `undefined` when nothing changed.
 */
export function flattenImports(
  code: string,
  fileName: string,
  packageName: string,
  barrel: Map<string, ReExport>,
): string | undefined {
  if (!code.includes(packageName)) return undefined
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const edits: { start: number; end: number; text: string }[] = []
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== packageName) continue
    const clause = statement.importClause
    const bindings = clause?.namedBindings
    // Type-only, default, namespace or bare imports stay as they are.
    if (!clause || clause.isTypeOnly || clause.name || !bindings || !ts.isNamedImports(bindings)) continue
    const kept: string[] = []
    const moved: string[] = []
    for (const element of bindings.elements) {
      const local = element.name.text
      const imported = (element.propertyName ?? element.name).text
      const target = barrel.get(imported)
      if (element.isTypeOnly) kept.push(element.getText(source))
      else if (!target)
        // On the barrel it would bring the barrel, and with it every module the barrel re-exports, back.
        throw new Error(
          `flatten-barrel-imports: ${fileName} imports ${imported} from ${packageName}, whose barrel does not re-export it by name`,
        )
      else moved.push(`import { ${target.name} as ${local} } from ${JSON.stringify(target.from)}`)
    }
    if (moved.length === 0) continue
    const keptImport = kept.length > 0 ? [`import { ${kept.join(', ')} } from ${JSON.stringify(packageName)}`] : []
    edits.push({
      start: statement.getStart(source),
      end: statement.getEnd(),
      text: [...keptImport, ...moved].join('\n'),
    })
  }
  if (edits.length === 0) return undefined
  let result = code
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  return result
}

/** The ESM file of a package or subpath export (`viem` → …/viem/_esm/index.js, `viem/accounts` → …/accounts/index.js). */
export function barrelFileOf(require: NodeJS.Require, specifier: string): string {
  const [scopeOrName = '', maybeName = ''] = specifier.split('/')
  const name = scopeOrName.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName
  const subpath = `.${specifier.slice(name.length)}`
  const manifestFile = require.resolve(`${name}/package.json`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    exports?: Record<string, string | { import?: string | { default?: string } }>
    module?: string
  }
  const entry = manifest.exports?.[subpath]
  const esm =
    typeof entry === 'string' ? entry : typeof entry?.import === 'string' ? entry.import : entry?.import?.default
  const file = esm ?? (subpath === '.' ? manifest.module : undefined)
  if (!file) throw new Error(`flatten-barrel-imports: ${specifier} has no ESM entry in ${manifestFile}`)
  return join(dirname(manifestFile), file)
}

/** The plugin for the barrels of `packages`, resolved from `root` (`viem`, `viem/accounts`). */
export function flattenBarrelImports(root: string, packages: readonly string[]): Plugin {
  const require = createRequire(join(root, 'package.json'))
  const barrels = new Map(
    packages.map((specifier) => [specifier, readBarrel(barrelFileOf(require, specifier))] as const),
  )
  return {
    name: 'flatten-barrel-imports',
    setup(build) {
      /** A bare re-export (`from 'abitype'`) is resolved as the barrel resolves it, once. */
      let resolved: Promise<void> | undefined
      const resolveBareSources = async () => {
        for (const [name, barrel] of barrels)
          for (const [exported, target] of barrel) {
            if (target.from.startsWith('/')) continue
            const found = await build.resolve(target.from, {
              resolveDir: dirname(barrelFileOf(require, name)),
              kind: 'import-statement',
            })
            if (found.errors.length > 0)
              throw new Error(`flatten-barrel-imports: ${name} re-exports ${target.from}, which does not resolve`)
            barrel.set(exported, { ...target, from: found.path })
          }
      }
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined
        resolved ??= resolveBareSources()
        await resolved
        let code = await readFile(args.path, 'utf8')
        let changed = false
        for (const [name, barrel] of barrels) {
          const flattened = flattenImports(code, args.path, name, barrel)
          if (flattened !== undefined) {
            code = flattened
            changed = true
          }
        }
        return changed ? { contents: code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' } : undefined
      })
    },
  }
}
