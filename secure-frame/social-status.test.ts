import { describe, expect, it } from 'vitest'
import type { FrameEvent, FrameReply } from '../shared/protocol/secure-frame.js'
import { FrameEventSchema, SECURE_FRAME_NAMESPACE } from '../shared/protocol/secure-frame.js'
import type { SocialPrompt, SocialPromptStatus } from './social-login.js'
import { tellingStatus } from './social-status.js'
import * as z from 'zod/mini'

describe("the social prompt's status for the widget", () => {
  it('behavior: each status the prompt shows is posted as a socialStatus event the widget accepts; hiding posts nothing', () => {
    const shown: SocialPromptStatus[] = []
    let hidden = 0
    const prompt: SocialPrompt = { show: (_provider, status) => void shown.push(status), hide: () => void hidden++ }
    const posted: (FrameReply | FrameEvent)[] = []
    const telling = tellingStatus(prompt, (message) => void posted.push(message))

    for (const status of ['ready', 'blocked', 'waiting', 'retry'] as const) telling.show('google', status, () => {})
    telling.hide()

    expect(shown).toEqual(['ready', 'blocked', 'waiting', 'retry'])
    expect(hidden).toBe(1)
    expect(posted.map((message) => ('status' in message ? message.status : null))).toEqual([
      'ready',
      'blocked',
      'waiting',
      'retry',
    ])
    for (const message of posted) {
      expect(message).toMatchObject({ ns: SECURE_FRAME_NAMESPACE, type: 'socialStatus' })
      expect(z.safeParse(FrameEventSchema, message).success).toBe(true)
    }
  })
})
