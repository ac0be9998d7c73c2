/**
 * Token icons by symbol: the SVGs of ./icons (shipped beside the production bundle as icons/), and for other
 * well-known symbols the generated disc of the directory's images. Read once, on first use.
 */
import { readdir, readFile } from 'node:fs/promises'
import { findImage, type Image, svgImage } from '../directory/images.js'

const SYMBOL = /^[A-Za-z0-9.+_-]{1,32}$/

/** ./icons beside this module in the repo; icons/ beside dist/server/index.js in the bundle (the same relative URL). */
export const TOKEN_ICONS_DIR = new URL('./icons/', import.meta.url)

export interface TokenImages {
  /** The icon of `symbol`, or undefined when there is none. */
  find(symbol: string): Promise<Image | undefined>
}

export function createTokenImages(dir: URL = TOKEN_ICONS_DIR): TokenImages {
  let icons: Promise<Map<string, Image>> | undefined
  const load = async (): Promise<Map<string, Image>> => {
    const files = (await readdir(dir)).filter(
      (file) => SYMBOL.test(file.replace(/\.svg$/, '')) && file.endsWith('.svg'),
    )
    const entries = await Promise.all(
      files.map(async (file): Promise<[string, Image]> => {
        const body = (await readFile(new URL(file, dir), 'utf8')).trim()
        return [file.slice(0, -'.svg'.length), svgImage(body)]
      }),
    )
    return new Map(entries)
  }
  return {
    async find(symbol) {
      if (!SYMBOL.test(symbol)) return undefined
      icons ??= load().catch((err) => {
        icons = undefined
        throw err
      })
      return (await icons).get(symbol) ?? findImage('token', symbol, [])
    },
  }
}
