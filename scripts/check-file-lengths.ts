/**
 * Keeps modules readable in one sitting: fails when a source file other than a test or a data
 * table is longer than MAX_LINES, and prints the largest files either way.
 * Run by `npm test`; `npx tsx scripts/check-file-lengths.ts`.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const MAX_LINES = 300
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css|html|sh)$/
/** Tests may be as long as the behaviour they pin down needs. */
const TEST = /(\.test\.tsx?|\.spec\.ts)$/
/** Files that are data, not logic (a list a reader scans, not reads); each with the reason. */
const DATA_TABLES: Record<string, string> = {
  'server/directory/known-wallets.ts': 'the well-known wallets, one entry per wallet',
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.startsWith('node_modules/') && !file.startsWith('dist/'))

const lengths = files
  .map((file) => {
    try {
      return { file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }
    } catch {
      return { file, lines: 0 } // listed by git but deleted in the working tree
    }
  })
  .sort((a, b) => b.lines - a.lines)

const tooLong = lengths.filter(({ file, lines }) => lines > MAX_LINES && !TEST.test(file) && !(file in DATA_TABLES))
console.log(`largest source files (tests included):`)
for (const { file, lines } of lengths.slice(0, 8)) console.log(`  ${String(lines).padStart(5)}  ${file}`)
if (tooLong.length > 0) {
  console.error(`\n${tooLong.length} file(s) over ${MAX_LINES} lines; split each into modules with one job:`)
  for (const { file, lines } of tooLong) console.error(`  ${String(lines).padStart(5)}  ${file}`)
  process.exit(1)
}
console.log(`ok   no source file over ${MAX_LINES} lines outside tests and data tables`)
