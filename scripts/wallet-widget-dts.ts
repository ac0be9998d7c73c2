/**
 * Writes `wallet-widget.d.ts`, the types of `window.WalletWidget` a site copies, from their one
 * source (shared/protocol/wallet-widget-api.ts) with TypeScript's own declaration emit.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const WALLET_WIDGET_API_SOURCE = fileURLToPath(
  new URL('../shared/protocol/wallet-widget-api.ts', import.meta.url),
)

const HEADER = `/**
 * Types of \`window.WalletWidget\`, defined by loader.js. Copy this file into a site's project
 * (it is served as /wallet-widget.d.ts next to /loader.js) to type the global.
 */
`

/** The declarations of the public API, under a header for sites in place of the source's own doc comment. */
export function walletWidgetDts(source = readFileSync(WALLET_WIDGET_API_SOURCE, 'utf8')): string {
  // A published file cannot follow imports into this repository.
  if (ts.preProcessFile(source, true, true).importedFiles.length > 0)
    throw new Error('the public API module must not import anything: wallet-widget.d.ts would not stand alone')
  const { outputText, diagnostics = [] } = ts.transpileDeclaration(source, {
    fileName: 'wallet-widget-api.ts',
    reportDiagnostics: true,
  })
  if (diagnostics.length > 0)
    throw new Error(
      `wallet-widget.d.ts: ${ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => '', getNewLine: () => '\n' })}`,
    )
  const body = outputText.startsWith('/**') ? outputText.slice(outputText.indexOf('*/') + 2).trimStart() : outputText
  return HEADER + body
}
