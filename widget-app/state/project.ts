/**
 * The project behind the site: the deployment's API for it, its check of this site's origin (the
 * gate that connecting and signing wait for), and the feature switches of site and project merged.
 */
import type { WidgetConfig } from '../../shared/config.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { ApiContext } from '../api/client.js'
import type { AppState } from './app-state.js'
import { mergeFeatures } from './features.js'
import { checkProject, PROJECT_ALERTS, type ProjectCheck } from './project-check.js'
import type { Store } from './store.js'

export interface Project {
  /** Starts checking the project of `config` (its origins and remote features). */
  configure(config: WidgetConfig): void
  /** The deployment's API for this project; undefined without a configured API or before `configure`. */
  apiContext(): ApiContext | undefined
  /** Waits for the project check; only an allowed origin goes on, else it rejects with the alert's title (4100). */
  requireAllowedOrigin(): Promise<void>
}

export interface ProjectDeps {
  store: Store<AppState>
  /** The deployment's API; without it the project cannot be checked and connecting stays off. */
  apiUrl?: string | undefined
  /** The site's origin, checked against the project's allowed origins. */
  siteOrigin?: string | undefined
  fetch?: typeof fetch | undefined
}

export function createProject({ store, apiUrl, siteOrigin, fetch }: ProjectDeps): Project {
  let apiContext: ApiContext | undefined
  let projectCheck: Promise<ProjectCheck> = new Promise(() => {})
  return {
    configure(config) {
      apiContext = apiUrl ? { baseUrl: apiUrl, projectId: config.projectId, ...(fetch && { fetch }) } : undefined
      projectCheck = checkProject(apiContext, siteOrigin ?? '')
      void projectCheck.then((check) =>
        store.set({
          features: mergeFeatures(config.features as never, check.remoteFeatures),
          originAllowed: check.originAllowed,
          projectAlert: check.alert,
        }),
      )
    },
    apiContext: () => apiContext,
    async requireAllowedOrigin() {
      const check = await projectCheck
      if (check.originAllowed) return
      const alert = PROJECT_ALERTS[check.alert ?? 'ORIGIN_NOT_ALLOWED']
      throw new ProviderRpcError(RpcErrorCode.unauthorized, alert.title, { data: { code: check.alert } })
    },
  }
}
