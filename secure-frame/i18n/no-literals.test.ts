import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { proseLiterals } from '../../shared/i18n/testing/literal-scan.js'

/** The approval UI's code: its texts come from the catalog. Key names and CSS class names are not prose. */
const UI_FILES = ['approval.ts', 'approval-details.ts', 'social-prompt.ts']
const ALLOWED = new Set(['Escape', 'Tab'])

describe('approval UI', () => {
  it.each(UI_FILES)('behavior: %s takes every user-facing text from the catalog', (file) => {
    expect(proseLiterals(readFileSync(join(import.meta.dirname, '..', file), 'utf8'), ALLOWED)).toEqual([])
  })

  it('behavior: the scan finds sentences and capitalised words, not imports or identifiers', () => {
    const source = `import { x } from './a.js'\nconst a = 'Reject'\nconst b = \`Show more\`\nconst c = 'approval-body'`
    expect(proseLiterals(source, ALLOWED).map((literal) => literal.text)).toEqual(['Reject', 'Show more'])
  })
})
