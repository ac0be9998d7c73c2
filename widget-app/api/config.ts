/** GET /appkit/v1/config: the project's remote feature switches. */
import type { FeatureSettings } from '../../shared/contracts/features.js'
import { ProjectConfigCall } from '../../shared/contracts/project-api.js'
import { type ApiContext, getJson } from './client.js'

/** The switches the project sets; a switch left out keeps its default. */
export type RemoteFeatures = FeatureSettings

export async function fetchRemoteFeatures(context: ApiContext): Promise<RemoteFeatures> {
  const body = await getJson(context, ProjectConfigCall)
  return body.features ?? {}
}
