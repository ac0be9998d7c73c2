import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DEPLOYMENT_ELEMENT_ID } from '../../shared/contracts/deployment.js'
import { staticFile, type StaticFiles } from './static-files.js'
import { deploymentFor, writeDeploymentInto } from './widget-page.js'

const PAGE = `<!doctype html><script type="application/json" id="${DEPLOYMENT_ELEMENT_ID}">{}</script>`

function filesWithPage(): StaticFiles {
  const page = staticFile('/widget/index.html', Buffer.from(PAGE), {}, { 'cache-control': 'public, max-age=300' })
  return new Map([
    ['/widget/index.html', page],
    ['/widget/', page],
  ])
}

describe('writeDeploymentInto', () => {
  it('behavior: the page and its directory path carry the deployment, in every encoding, with a new ETag', () => {
    const files = filesWithPage()
    const before = files.get('/widget/')!.tag
    writeDeploymentInto(files, deploymentFor('https://wallet.example.com', 'wss://relay.example.com'))
    const page = files.get('/widget/')!
    expect(files.get('/widget/index.html')).toBe(page)
    expect(page.tag).not.toBe(before)
    expect(page.headers).toMatchObject({ 'cache-control': 'public, max-age=300', 'content-type': expect.any(String) })
    const expected = JSON.stringify({
      secureFrameUrl: 'https://wallet.example.com/',
      apiUrl: 'https://wallet.example.com/',
      relayUrl: 'wss://relay.example.com/',
    })
    for (const body of [page.identity, brotliDecompressSync(page.encoded.br!), gunzipSync(page.encoded.gzip!)])
      expect(Buffer.from(body).toString()).toContain(`id="${DEPLOYMENT_ELEMENT_ID}">${expected}</script>`)
  })

  it('behavior: without a relay the deployment names only the secure frame and the API', () => {
    expect(deploymentFor('http://localhost:4402')).toEqual({
      secureFrameUrl: 'http://localhost:4402/',
      apiUrl: 'http://localhost:4402/',
    })
  })

  it('error: a static part without the widget page is refused', () => {
    expect(() => writeDeploymentInto(new Map(), deploymentFor('http://localhost:4402'))).toThrow(
      'the static part has no /widget/index.html',
    )
  })
})
