/**
 * What the project allows: its remote feature switches and whether this site is one of its
 * allowed origins, with the project-configuration alerts. The origin is allowed when the list names
 * the site, refused when the list leaves it out or the project is unknown (or no API is
 * configured), and unknown when the list could not be read (network, 429, 5xx).
 */
import { isOriginAllowed } from '../../shared/allowed-origins.js'
import type { ApiContext } from '../api/client.js'
import { fetchRemoteFeatures, type RemoteFeatures } from '../api/config.js'
import { fetchAllowedOrigins } from '../api/origins.js'

export type ProjectAlertCode =
  | 'ORIGIN_NOT_ALLOWED'
  | 'INVALID_PROJECT_ID'
  | 'SERVER_ERROR'
  | 'RATE_LIMITED'
  | 'PROJECT_NOT_CONFIGURED'

/** The spec's short texts, kept exact, with a longer explanation for the site's developer. */
export const PROJECT_ALERTS: Record<ProjectAlertCode, { title: string; message: string }> = {
  ORIGIN_NOT_ALLOWED: {
    title: 'Origin Not Allowed',
    message:
      'This site is not among the allowed origins of the project. Add it in the project configuration to connect wallets here.',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    message: 'The project ID of this site is not known. Check data-project-id.',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    message:
      'The project configuration could not be read. Browser and WalletConnect wallets still connect; email login waits until it can be read.',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    message:
      'Too many requests for this project. Browser and WalletConnect wallets still connect; email login waits until the project can be read.',
  },
  PROJECT_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    message:
      'This deployment has no project service configured, so the site cannot be checked. Wallet connections are off.',
  },
}

export interface ProjectCheck {
  remoteFeatures: RemoteFeatures
  /** true: allowed; false: refused; null: unknown (the list could not be read). */
  originAllowed: boolean | null
  alert: ProjectAlertCode | null
}

export async function checkProject(context: ApiContext | undefined, siteOrigin: string): Promise<ProjectCheck> {
  if (!context) return { remoteFeatures: {}, originAllowed: false, alert: 'PROJECT_NOT_CONFIGURED' }
  const [features, origins] = await Promise.all([
    fetchRemoteFeatures(context).catch(() => ({})),
    fetchAllowedOrigins(context),
  ])
  if (origins.status === 'INVALID_PROJECT_ID')
    return { remoteFeatures: features, originAllowed: false, alert: origins.status }
  if (origins.status !== 'OK') return { remoteFeatures: features, originAllowed: null, alert: origins.status }
  const originAllowed = isOriginAllowed(origins.allowedOrigins, siteOrigin)
  return { remoteFeatures: features, originAllowed, alert: originAllowed ? null : 'ORIGIN_NOT_ALLOWED' }
}
