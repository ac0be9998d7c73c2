import { describe, expect, it } from 'vitest'
import { DEPLOYMENT_ELEMENT_ID, deploymentElement, inlineDeployment, parseDeployment } from './deployment.js'

const PAGE = `<head><script type="module" src="./w.js"></script><script type="application/json" id="${DEPLOYMENT_ELEMENT_ID}">{}</script></head>`

describe('parseDeployment', () => {
  it('behavior: keeps http(s) secure frame and API URLs and a ws(s) relay, in their normal form', () => {
    expect(
      parseDeployment({
        secureFrameUrl: 'https://wallet.example.com',
        apiUrl: 'https://wallet.example.com',
        relayUrl: 'wss://relay.example.com',
      }),
    ).toEqual({
      secureFrameUrl: 'https://wallet.example.com/',
      apiUrl: 'https://wallet.example.com/',
      relayUrl: 'wss://relay.example.com/',
    })
  })

  it('behavior: an API or relay URL of the wrong kind is left out', () => {
    expect(
      parseDeployment({
        secureFrameUrl: 'http://localhost:4402/',
        apiUrl: 'javascript:alert(1)',
        relayUrl: 'https://x',
      }),
    ).toEqual({ secureFrameUrl: 'http://localhost:4402/' })
  })

  it('error: without an http(s) secure frame URL the deployment is refused, naming the field', () => {
    for (const body of [null, {}, { secureFrameUrl: 'not a url' }, { secureFrameUrl: 'ftp://x.example/' }, []])
      expect(() => parseDeployment(body)).toThrow('secureFrameUrl is not an http(s) URL')
  })
})

describe('inlineDeployment', () => {
  it('behavior: writes the deployment into the page, and the data block reads back as the same deployment', () => {
    const deployment = { secureFrameUrl: 'https://wallet.example.com/', relayUrl: 'wss://relay.example.com/' }
    const html = inlineDeployment(PAGE, deployment)
    expect(html).toContain(deploymentElement(deployment))
    expect(html).toContain('<script type="module" src="./w.js"></script>')
    const json = new RegExp(`id="${DEPLOYMENT_ELEMENT_ID}">([^<]*)<`).exec(html)?.[1]
    expect(parseDeployment(JSON.parse(json ?? 'null'))).toEqual(deployment)
    // Written again (the server over the build's), the block is replaced, not added.
    expect(
      inlineDeployment(html, { secureFrameUrl: 'https://other.example/' }).match(/application\/json/g),
    ).toHaveLength(1)
  })

  it('security: a value cannot close the data block early', () => {
    const element = deploymentElement({ secureFrameUrl: 'https://x.example/</script><script>alert(1)</script>' })
    expect(element.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(/>([^<]*)</.exec(element)?.[1] ?? '')).toEqual({
      secureFrameUrl: 'https://x.example/</script><script>alert(1)</script>',
    })
  })

  it('error: a page without the data block is refused', () => {
    expect(() => inlineDeployment('<head></head>', { secureFrameUrl: 'https://x.example/' })).toThrow(
      `the page has no #${DEPLOYMENT_ELEMENT_ID} data block`,
    )
  })
})
