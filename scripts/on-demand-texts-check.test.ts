import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { chunksMissingTexts, ON_DEMAND_GROUPS, readsGroups } from './on-demand-texts-check.js'

/** A metafile of outputs: each with its modules and its imports (`'x'` static, `'~x'` dynamic). */
function metafile(outputs: Record<string, { modules: string[]; imports?: string[] }>): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, { modules, imports = [] }]) => [
        file,
        {
          bytes: 1,
          inputs: Object.fromEntries(modules.map((module) => [module, { bytesInOutput: 1 }])),
          imports: imports.map((path) =>
            path.startsWith('~')
              ? { path: path.slice(1), kind: 'dynamic-import' as const }
              : { path, kind: 'import-statement' as const },
          ),
          exports: [],
        },
      ]),
    ),
  }
}

const TEXTS = 'widget-app/i18n/on-demand-texts.ts'

describe('on-demand texts check', () => {
  it('behavior: a key of an on-demand group is found in single quotes, double quotes and templates', () => {
    expect(readsGroups(`t('send.submit')`, ['send'])).toBe(true)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, on purpose
    expect(readsGroups('t(`networks.${name}`)', ['networks'])).toBe(true)
    expect(readsGroups(`t('sendingCode')`, ['send'])).toBe(false)
    expect(readsGroups(`import x from './send.js'`, ['send'])).toBe(false)
    expect(ON_DEMAND_GROUPS).toEqual(expect.arrayContaining(['send', 'tokens', 'allWallets', 'networks']))
    expect(ON_DEMAND_GROUPS).not.toContain('connect')
  })

  it('behavior: a chunk loaded on its own that reads the texts without bringing them is reported; one that brings them (or shares them statically) is not', () => {
    const widget = metafile({
      'entry.js': { modules: ['widget-app/main.tsx'], imports: ['shared.js', '~views.js', '~client.js', '~panels.js'] },
      'shared.js': { modules: ['widget-app/i18n/i18n.ts'] },
      'views.js': { modules: ['widget-app/views/lazy-views.ts'], imports: ['texts.js', 'send-view.js'] },
      'texts.js': { modules: [TEXTS] },
      'send-view.js': { modules: ['widget-app/views/send/SendView.tsx'] },
      'panels.js': {
        modules: ['widget-app/views/account/panels.ts', 'widget-app/views/account/TokensTab.tsx'],
        imports: ['texts.js'],
      },
      'client.js': { modules: ['widget-app/secure-frame/secure-frame-client.ts'] },
    })
    const readers = new Set([
      'widget-app/views/send/SendView.tsx',
      'widget-app/views/account/TokensTab.tsx',
      'widget-app/secure-frame/secure-frame-client.ts',
    ])
    expect(chunksMissingTexts(widget, 'entry.js', (module) => readers.has(module))).toEqual([
      { chunk: 'client.js', readers: ['widget-app/secure-frame/secure-frame-client.ts'] },
    ])
  })

  it('behavior: the entry itself reading an on-demand text is reported', () => {
    const widget = metafile({ 'entry.js': { modules: ['widget-app/views/ConnectView.tsx'] } })
    expect(chunksMissingTexts(widget, 'entry.js', () => true)).toEqual([
      { chunk: 'entry.js', readers: ['widget-app/views/ConnectView.tsx'] },
    ])
  })
})
