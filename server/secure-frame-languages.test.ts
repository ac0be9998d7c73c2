/**
 * The secure frame's page preloads the chunk of the language its URL names, as the build's manifest says, and
 * nothing for English, a language the manifest does not name, or a value made to break out of the attribute.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_FILES_NAME, LanguageFilesError, parseLanguageFiles } from './secure-frame-languages.js'
import { secureFrameCsp, secureFrameStatic } from './secure-frame-static.js'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <link rel="modulepreload" href="./chunks/login-AAAAAAAA.js" />
    <script type="module" src="./secure-frame-BBBBBBBB.js"></script>
  </head>
  <body><main id="root"></main></body>
</html>
`
const MANIFEST = { fr: ['chunks/fr-CCCCCCCC.js'], pt: ['chunks/pt-DDDDDDDD.js', 'chunks/chunk-EEEEEEEE.js'] }

let dir: string
let bare: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'secure-frame-languages-'))
  await writeFile(path.join(dir, 'index.html'), PAGE)
  await writeFile(path.join(dir, LANGUAGE_FILES_NAME), JSON.stringify(MANIFEST))
  bare = await mkdtemp(path.join(tmpdir(), 'secure-frame-no-manifest-'))
  await writeFile(path.join(bare, 'index.html'), PAGE)
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(bare, { recursive: true, force: true })
})

async function page(query: string, frameDir = dir) {
  const app = new Hono()
  app.get('*', secureFrameStatic({ dir: frameDir, widgetOrigins: ['http://localhost:4300'], siteOrigins: [] }))
  const response = await app.request(query.startsWith('/') ? query : `/${query}`)
  expect(response.status).toBe(200)
  return { html: await response.text(), csp: response.headers.get('content-security-policy') }
}

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]*)"/g)].map((m) => m[1])

describe("the secure frame's page and its language", () => {
  it('behavior: ?locale=fr preloads the French chunk before the entry script; the CSP is unchanged', async () => {
    const { html, csp } = await page('?locale=fr&projectId=p')
    expect(preloads(html)).toEqual(['./chunks/login-AAAAAAAA.js', './chunks/fr-CCCCCCCC.js'])
    expect(html.indexOf('fr-CCCCCCCC')).toBeLessThan(html.indexOf('<script type="module"'))
    expect(csp).toBe(secureFrameCsp(['http://localhost:4300']))
  })

  it('behavior: a regional tag gets its language as the frame picks it, with every file the manifest lists', async () => {
    expect(preloads((await page('?locale=pt-BR')).html)).toEqual([
      './chunks/login-AAAAAAAA.js',
      './chunks/pt-DDDDDDDD.js',
      './chunks/chunk-EEEEEEEE.js',
    ])
    expect(preloads((await page('/index.html?locale=FR')).html)).toContain('./chunks/fr-CCCCCCCC.js')
  })

  it('behavior: English, no language, a language the manifest does not name, or no manifest adds nothing', async () => {
    for (const query of ['?locale=en', '', '?locale=de', '?locale=', '?locale=not%20a%20tag'])
      expect(preloads((await page(query)).html), query).toEqual(['./chunks/login-AAAAAAAA.js'])
    expect(preloads((await page('?locale=fr', bare)).html)).toEqual(['./chunks/login-AAAAAAAA.js'])
  })

  it('error: a broken manifest costs the preload only; the page is still served', async () => {
    await writeFile(path.join(bare, LANGUAGE_FILES_NAME), '{"fr": ["../outside.js"]}')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(preloads((await page('?locale=fr', bare)).html)).toEqual(['./chunks/login-AAAAAAAA.js'])
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('SECURE_FRAME_LANGUAGE_FILES_INVALID'))
    } finally {
      errors.mockRestore()
      await rm(path.join(bare, LANGUAGE_FILES_NAME))
    }
  })

  it('error: a hostile locale cannot put markup in the page', async () => {
    const hostile = encodeURIComponent('fr"><script>alert(1)</script><x y="')
    const { html } = await page(`?locale=${hostile}`)
    expect(html).not.toContain('alert(1)')
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it('error: a manifest naming a file outside the frame, or markup, is refused with its code', () => {
    for (const bad of [
      { fr: ['../server.js'] },
      { fr: ['chunks/fr.js" onload="x'] },
      { 'fr"><b': ['chunks/fr.js'] },
      { fr: 'chunks/fr.js' },
      ['chunks/fr.js'],
    ]) {
      const refused = (() => {
        try {
          parseLanguageFiles(JSON.stringify(bad))
        } catch (error) {
          return error
        }
      })()
      expect(refused, JSON.stringify(bad)).toBeInstanceOf(LanguageFilesError)
      expect((refused as LanguageFilesError).code).toBe('SECURE_FRAME_LANGUAGE_FILES_INVALID')
    }
    expect(parseLanguageFiles(JSON.stringify(MANIFEST))).toEqual(MANIFEST)
  })
})
