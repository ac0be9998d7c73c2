/** Builds, then fails when an entry point exceeds its size budget (`BUDGETS` in sizes.ts). Run by `npm test`. */
import { build } from './build.js'
import { outputOf } from './build-pages.js'
import { chunksMissingTexts, readsOnDemandTexts } from './on-demand-texts-check.js'
import { BUDGETS, kb, measureSizes, readWidgetMetafile } from './sizes.js'
import { measureSecureFrame, readSecureFrameMetafile } from './secure-frame-sizes.js'

await build()
const sizes = measureSizes()
const secureFrame = measureSecureFrame(readSecureFrameMetafile())
const rows = [
  { name: 'loader.js', size: sizes.loader, budget: BUDGETS.loader },
  {
    name: `Connect view JS (${sizes.connectViewFiles.join(' + ')})`,
    size: sizes.connectView,
    budget: BUDGETS.connectView,
  },
  {
    name: `secure frame's entry JS (${secureFrame.entryFiles.length} files, what an email login loads)`,
    size: secureFrame.entry,
    budget: BUDGETS.secureFrameEntry,
  },
]
let failed = false
for (const row of rows) {
  const ok = row.size <= row.budget
  failed ||= !ok
  console.log(`${ok ? 'ok  ' : 'OVER'} ${row.name}: ${kb(row.size)} gzipped (budget ${kb(row.budget)})`)
}
console.log(
  `     the secure frame's chunks: ${secureFrame.onDemand.map((chunk) => `${chunk.file}${chunk.chunk ? ` (${chunk.chunk})` : ''} ${kb(chunk.gzip)}`).join(', ')}`,
)
console.log(`     loader.js adds: ${sizes.loaderChunks.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ')}`)
console.log(
  `     widget.css: ${kb(sizes.css)} gzipped; loaded on demand: ${sizes.onDemand.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ')}`,
)
const widget = readWidgetMetafile()
for (const { chunk, readers } of chunksMissingTexts(
  widget,
  outputOf(widget, 'widget-app/main.tsx', '.js'),
  readsOnDemandTexts,
)) {
  failed = true
  console.error(
    `${chunk} reads English texts of the on-demand views without widget-app/i18n/on-demand-texts.ts: ${readers.join(', ')}`,
  )
}
if (failed) {
  console.error('A size budget is exceeded, or a chunk lacks its texts.')
  process.exit(1)
}
