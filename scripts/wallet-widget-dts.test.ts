import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { walletWidgetDts } from './wallet-widget-dts.js'

const dir = mkdtempSync(join(tmpdir(), 'wallet-widget-dts-'))
const dts = walletWidgetDts()
writeFileSync(join(dir, 'wallet-widget.d.ts'), dts)

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  // TypeScript's own lib files are not under test (the generated file and the consumer are, in full).
  skipDefaultLibCheck: true,
}
/** Each check parses only its consumer: the lib files and the generated file are parsed once. */
const host = ts.createCompilerHost(compilerOptions)
const parsed = new Map<string, ts.SourceFile | undefined>()
const parse = host.getSourceFile.bind(host)
host.getSourceFile = (fileName, languageVersion, ...rest) => {
  if (!parsed.has(fileName)) parsed.set(fileName, parse(fileName, languageVersion, ...rest))
  return parsed.get(fileName)
}

/** Type-checks `consumer` as a site's module beside the generated file; answers the error texts. */
function typeErrors(consumer: string): string[] {
  const file = join(dir, `consumer-${Math.random().toString(36).slice(2)}.ts`)
  writeFileSync(file, consumer)
  const program = ts.createProgram([join(dir, 'wallet-widget.d.ts'), file], compilerOptions, host)
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('wallet-widget.d.ts', () => {
  it('behavior: a site using window.WalletWidget, its provider and its events type-checks against it', () => {
    const errors = typeErrors(`
      import type { WalletWidgetEvent, WalletWidgetState } from './wallet-widget'
      export async function connect(): Promise<string | null> {
        const widget = window.WalletWidget
        if (!widget) return null
        await widget.open()
        await widget.open({ view: 'Networks' })
        const accounts = await widget.getProvider('eip155').request({ method: 'eth_requestAccounts' })
        widget.getProvider('eip155').on('accountsChanged', (list: string[]) => console.log(list, accounts))
        const off = widget.on('connect', (event: WalletWidgetEvent) => console.log(event.state.address, event.error?.code))
        off()
        const state: WalletWidgetState = widget.getState()
        return state.caipNetworkId
      }
    `)
    expect(errors).toEqual([])
  })

  it('error: a view, event or namespace the widget does not have is a type error', () => {
    const errors = typeErrors(`
      export function misuse(): void {
        window.WalletWidget?.open({ view: 'Swap' })
        window.WalletWidget?.on('connected', () => {})
        window.WalletWidget?.getProvider('cosmos')
      }
    `)
    expect(errors).toHaveLength(3)
    expect(errors.join('\n')).toMatch(/"Swap"/)
    expect(errors.join('\n')).toMatch(/"connected"/)
    expect(errors.join('\n')).toMatch(/"cosmos"/)
  })

  it('behavior: the file stands alone: no imports, the global declared, the header for sites first', () => {
    expect(dts).not.toMatch(/^\s*import\b/m)
    expect(dts).toMatch(/declare global \{\s*interface Window \{[\s\S]*WalletWidget\?: WalletWidgetApi;/)
    expect(dts.startsWith('/**\n * Types of `window.WalletWidget`, defined by loader.js.')).toBe(true)
  })

  it('error: a public API module that imports something is refused', () => {
    expect(() => walletWidgetDts("import type { X } from './x.js'\nexport type Y = X\n")).toThrow(/must not import/)
  })
})
