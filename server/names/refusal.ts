/**
 * A refused name call: a 4xx with a stable code and the sentence the user sees. The body carries it
 * twice: as `error` like every other refusal of this API, and as `reasons[0]`, where AppKit's client
 * reads the description it shows ('Error registering name {name}' is its fallback).
 */
import type { NameRefusalBody, NameRefusalCode } from '../../shared/contracts/profile.js'

export class NameRefusal extends Error {
  override name = 'NameRefusal'
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    readonly code: NameRefusalCode,
    description: string,
  ) {
    super(description)
  }

  toJSON(): NameRefusalBody {
    return {
      error: this.message,
      code: this.code,
      status: 'ERROR',
      reasons: [{ name: this.code, description: this.message }],
    }
  }
}
