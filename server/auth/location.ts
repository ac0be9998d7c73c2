/**
 * The approximate place of an IP address, for the browser-approval page and the email-change
 * notice. A deployment may plug in a provider (a GeoIP database, a lookup service); without
 * one nothing is known, and the page says "unknown location" rather than guess.
 */

export interface LocationProvider {
  /**
   * A short place name for `ip` ("Berlin, Germany"), or undefined when the provider does not
   * know it. `signal` aborts a lookup that takes too long.
   */
  locate(ip: string, signal: AbortSignal): Promise<string | undefined>
}

/** What is shown when no provider knows the place. */
export const UNKNOWN_LOCATION = 'unknown location'

/** The provider of a server with no location data: it knows nothing, and says so. */
export const noLocationProvider: LocationProvider = {
  locate: async () => undefined,
}

/** A page waits at most this long for a place name; a slow provider must not hold a sign-in. */
export const LOCATE_TIMEOUT_MS = 1_000

/** The longest place name shown; anything longer is cut, so a provider cannot flood the page. */
const MAX_PLACE_LENGTH = 100

/**
 * The place of `ip` as text for people: the provider's answer, or {@link UNKNOWN_LOCATION} when
 * there is no address, no answer, an error or no answer in time.
 */
export async function describeLocation(provider: LocationProvider, ip: string | null | undefined): Promise<string> {
  if (!ip) return UNKNOWN_LOCATION
  const signal = AbortSignal.timeout(LOCATE_TIMEOUT_MS)
  // Also settles for a provider that ignores the signal.
  const late = new Promise<undefined>((resolve) =>
    signal.addEventListener('abort', () => resolve(undefined), { once: true }),
  )
  try {
    const place = await Promise.race([provider.locate(ip, signal), late])
    const trimmed = place?.trim()
    return trimmed ? trimmed.slice(0, MAX_PLACE_LENGTH) : UNKNOWN_LOCATION
  } catch {
    return UNKNOWN_LOCATION
  }
}
