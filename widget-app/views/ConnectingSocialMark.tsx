/**
 * The provider's mark in the ConnectingSocial view: its initial on its brand colour. Decorative:
 * the provider's name is written beside it.
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'
import { SOCIAL_PROVIDER_NAMES } from '../../shared/social-provider-names.js'

const BRAND_COLORS: Readonly<Record<RedirectProvider, string>> = {
  google: '#4285f4',
  x: '#000000',
  discord: '#5865f2',
  github: '#24292f',
  apple: '#000000',
  facebook: '#0866ff',
}

export function ConnectingSocialMark({ provider }: { provider: RedirectProvider }) {
  return (
    <svg className="social-mark" viewBox="0 0 56 56" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill={BRAND_COLORS[provider]} />
      <text x="28" y="37" textAnchor="middle" fill="#ffffff" fontSize="26" fontWeight="700">
        {SOCIAL_PROVIDER_NAMES[provider].charAt(0)}
      </text>
    </svg>
  )
}
