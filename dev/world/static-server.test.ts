import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer, type StaticServer } from './static-server.js'

let dir: string
let server: StaticServer

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'))
  await mkdir(path.join(dir, 'widget'))
  await writeFile(path.join(dir, 'widget', 'index.html'), '<p>page</p>')
  await writeFile(path.join(dir, 'app.js'), 'page')
  server = await startStaticServer({
    port: 4797,
    roots: [{ prefix: '/', dir }],
    headers: (filePath): Record<string, string> => (filePath.endsWith('.html') ? { 'x-page': 'yes' } : {}),
    html: (page) => page.replace('page', 'rewritten page'),
  })
})

afterAll(async () => {
  await server?.stop()
  await rm(dir, { recursive: true, force: true })
})

describe('startStaticServer', () => {
  it('behavior: an HTML page is rewritten before it is sent, with its headers and its new length', async () => {
    const answer = await fetch(`${server.url}/widget/`)
    expect(await answer.text()).toBe('<p>rewritten page</p>')
    expect(answer.headers.get('x-page')).toBe('yes')
    expect(answer.headers.get('content-length')).toBe(String('<p>rewritten page</p>'.length))
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('behavior: other files are sent as they are', async () => {
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('page')
  })
})
