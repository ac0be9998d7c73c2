/** The chunk of the Account tabs' panels (panels.ts): shown by the tabs, and fetched ahead with the other views' chunks. */
import { type LazyChunk, lazyChunk } from '../lazy-chunk.js'

export type AccountPanels = typeof import('./panels.js')

export const accountPanels: LazyChunk<AccountPanels> = lazyChunk<AccountPanels>(() => import('./panels.js'))
