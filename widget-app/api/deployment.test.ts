// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEPLOYMENT_ELEMENT_ID } from '../../shared/contracts/deployment.js'
import { readDeployment } from './deployment.js'

function pageWith(json: string | null): void {
  document.head.replaceChildren()
  if (json === null) return
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = DEPLOYMENT_ELEMENT_ID
  block.textContent = json
  document.head.append(block)
}

afterEach(() => vi.restoreAllMocks())

describe('readDeployment', () => {
  it("behavior: reads the deployment from the page's data block without a request", () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    pageWith(
      '{"secureFrameUrl":"http://localhost:4402/","apiUrl":"http://localhost:4402","relayUrl":"ws://127.0.0.1:4403"}',
    )
    expect(readDeployment()).toEqual({
      secureFrameUrl: 'http://localhost:4402/',
      apiUrl: 'http://localhost:4402/',
      relayUrl: 'ws://127.0.0.1:4403/',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('error: a missing, empty or malformed block means no secure frame, with one warning', () => {
    for (const json of [null, '', '{}', '{not json']) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      pageWith(json)
      expect(readDeployment()).toEqual({})
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[WalletWidget\] no secure frame configured for this deployment \(.+\); email login is off$/,
      )
      warn.mockRestore()
    }
  })
})
