/** Which failures of the secure frame mean it cannot be reached: its page did not load, or a request to it timed out. */
import { t } from '../i18n/i18n.js'
import { SecureFrameError } from '../secure-frame/frame-client.js'

const UNREACHABLE_CODES: ReadonlySet<unknown> = new Set(['iframe_load_failed', 'iframe_request_timeout'])

/** 'Unable to load email login dependency' for a frame that cannot be reached; undefined for any other error. */
export function frameUnreachableMessage(error: unknown): string | undefined {
  return error instanceof SecureFrameError && UNREACHABLE_CODES.has(error.code)
    ? t('errors.frameLoadFailed')
    : undefined
}
