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
import en from '../i18n/messages/en.js'

export type ProjectAlertCode =
  | 'ORIGIN_NOT_ALLOWED'
  | 'INVALID_PROJECT_ID'
  | 'SERVER_ERROR'
  | 'RATE_LIMITED'
  | 'PROJECT_NOT_CONFIGURED'

/** The alerts' English texts (the titles are the product's fixed error texts), for the site's errors; the view shows them translated. */
export const PROJECT_ALERTS: Record<ProjectAlertCode, { title: string; message: string }> = en.projectAlerts

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
