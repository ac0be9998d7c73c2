/** Prints the browser figures of bench/measure.ts: one product's min / median / max, or products side by side. */
import type { ProductFigures, RateFigures, Stats } from './measure.js'

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value: number): string => `${value.toFixed(0)} ms`
const range = (stats: Stats, unit: (value: number) => string): string =>
  `${unit(stats.min)} / ${unit(stats.median)} / ${unit(stats.max)}`
const longTasks = (figures: RateFigures): string => `${figures.longTasks.median} (${ms(figures.longTaskMs.median)})`

function at(product: ProductFigures, rate: number): RateFigures {
  const figures = product.rates.find((candidate) => candidate.rate === rate)
  if (!figures) throw new Error(`${product.name} was not measured at ${rate}× CPU`)
  return figures
}

/** Min / median / max of each figure at each CPU slowdown. */
export function printProduct(product: ProductFigures, runs: number): void {
  console.log(`\n${product.name}: ${runs} fresh page loads per slowdown, min / median / max`)
  for (const figures of product.rates) {
    console.log(`  ${figures.rate}× CPU`)
    console.log(`    bytes until the dialog is painted  ${range(figures.bytes, kB)}`)
    console.log(`    navigation → dialog visible        ${range(figures.visibleMs, ms)}`)
    console.log(
      `    host page long tasks               ${range(figures.longTasks, String)} (${range(figures.longTaskMs, ms)} in all)`,
    )
  }
  printBlocked(product)
}

function printBlocked(product: ProductFigures, prefix = '    '): void {
  if (product.blocked.size === 0) return
  const hosts = [...product.blocked].map(([host, count]) => `${host} ×${count}`).join(', ')
  console.log(`${prefix}answered 404 in the browser (no internet): ${hosts}`)
}

function cell(value: string, ratio: number | undefined): string {
  return ratio === undefined ? value : `${value} (${ratio.toFixed(1)}×)`
}

/** Medians side by side, each with its ratio to the first product's (ours). */
export function printSideBySide(products: ProductFigures[], rates: [number, number]): void {
  const [ours] = products
  if (!ours) return
  const [slow, slower] = rates
  const columns = [
    'product',
    `bytes to the connect modal ${slow}×`,
    `navigation → visible ${slow}×`,
    `navigation → visible ${slower}×`,
    `host long tasks ${slow}×`,
    `host long tasks ${slower}×`,
  ]
  const rows = products.map((product) => {
    const ratio = (mine: number, theirs: number) => (product === ours || mine === 0 ? undefined : theirs / mine)
    const [a, b, oursA, oursB] = [at(product, slow), at(product, slower), at(ours, slow), at(ours, slower)]
    return [
      product.name,
      cell(kB(a.bytes.median), ratio(oursA.bytes.median, a.bytes.median)),
      cell(ms(a.visibleMs.median), ratio(oursA.visibleMs.median, a.visibleMs.median)),
      cell(ms(b.visibleMs.median), ratio(oursB.visibleMs.median, b.visibleMs.median)),
      cell(longTasks(a), ratio(oursA.longTaskMs.median, a.longTaskMs.median)),
      cell(longTasks(b), ratio(oursB.longTaskMs.median, b.longTaskMs.median)),
    ]
  })
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`
  console.log(`\n${line(columns)}`)
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
  console.log('Medians; (n×) is the ratio to the wallet widget in this run; long tasks: count (total ms).')
  for (const product of products) printBlocked(product, `${product.name}: `)
}
