/**
 * Which files of the widget origin other sites' pages may read in CORS mode: the loader, the chunks it loads pinned
 * by integrity, and the types; nothing else.
 */
import { describe, expect, it } from 'vitest'
import { isCrossOriginReadable } from './static-part.js'
import { widgetFileHeaders } from './start.js'

const SECURE_FRAME = 'https://wallet.example'

describe('isCrossOriginReadable', () => {
  it('behavior: the loader at each of its paths, its chunks and the types are readable by any site, without credentials', () => {
    for (const path of [
      '/loader.js',
      '/v0/loader.js',
      '/v0.1.0/loader.js',
      '/widget/host/loader-host-ABCDEFGH.js',
      '/widget/host/solana-host-ABCDEFGH.js',
      '/wallet-widget.d.ts',
    ]) {
      expect(isCrossOriginReadable(path), path).toBe(true)
      expect(widgetFileHeaders(path, SECURE_FRAME)['access-control-allow-origin'], path).toBe('*')
    }
    expect(widgetFileHeaders('/widget/host/loader-host-ABCDEFGH.js', SECURE_FRAME)['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('error: the widget page, its own chunks and anything else are not readable from another origin', () => {
    for (const path of [
      '/widget/',
      '/widget/index.html',
      '/widget/widget-ABCDEFGH.js',
      '/widget/chunks/views-ABCDEFGH.js',
      '/widget/host/',
      '/widget/host/nested/x.js',
      '/widget/hostile/loader-host-ABCDEFGH.js',
      '/secure-frame/secure-frame-ABCDEFGH.js',
    ]) {
      expect(isCrossOriginReadable(path), path).toBe(false)
      expect(widgetFileHeaders(path, SECURE_FRAME)['access-control-allow-origin'], path).toBeUndefined()
    }
  })
})
