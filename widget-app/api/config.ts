/** GET /appkit/v1/config: the project's remote feature switches. */
import type { FeatureSettings } from '../../shared/contracts/features.js'
import type { ApiContext } from './api-context.js'
import { loadContracts } from './load-contracts.js'

/** The switches the project sets; a switch left out keeps its default. */
export type RemoteFeatures = FeatureSettings

export async function fetchRemoteFeatures(context: ApiContext): Promise<RemoteFeatures> {
  const { ProjectConfigCall, getJson } = await loadContracts()
  const body = await getJson(context, ProjectConfigCall)
  return body.features ?? {}
}
