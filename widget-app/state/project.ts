/**
 * The project behind the site: the deployment's API for it, its check of this site's origin (the
 * gate that connecting and signing wait for), and the feature switches of site and project merged.
 * A check whose answer is unknown is tried again in the background while the modal is open.
 */
import type { WidgetConfig } from '../../shared/config.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { ApiContext } from '../api/client.js'
import type { Connector } from '../connectors/connector.js'
import type { AppState } from './app-state.js'
import { mergeFeatures } from './features.js'
import { checkProject, PROJECT_ALERTS, type ProjectCheck } from './project-check.js'
import type { Store } from './store.js'

/** How often an unknown origin check is tried again while the modal is open. */
export const PROJECT_RECHECK_MS = 30_000

export interface Project {
  /** Starts checking the project of `config` (its origins and remote features). */
  configure(config: WidgetConfig): void
  /** The deployment's API for this project; undefined without a configured API or before `configure`. */
  apiContext(): ApiContext | undefined
  /**
   * Waits for the project check and goes on when the origin is allowed, else rejects with the
   * alert's title (4100). While the answer is unknown, a connector that needs nothing from the
   * deployment (any but the email wallet's AUTH) goes on too; without a connector it must be known.
   */
  requireAllowedOrigin(connector?: Pick<Connector, 'type'>): Promise<void>
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
  let siteConfig: WidgetConfig | undefined
  let projectCheck: Promise<ProjectCheck> = new Promise(() => {})

  let checking = false
  let recheck: ReturnType<typeof setTimeout> | undefined
  let wasOpen = store.get().open

  /** Checks the project; the result replaces the last one once it is in. */
  function check(): Promise<ProjectCheck> {
    checking = true
    const next = checkProject(apiContext, siteOrigin ?? '')
    void next.then((result) => {
      checking = false
      projectCheck = next
      store.set({
        features: mergeFeatures(siteConfig?.features, result.remoteFeatures),
        originAllowed: result.originAllowed,
        projectAlert: result.alert,
      })
      scheduleRecheck()
    })
    return next
  }
  /** An unknown answer is asked again every 30 s while the modal is open; nothing runs while it is closed. */
  function scheduleRecheck(): void {
    clearTimeout(recheck)
    const { open, originAllowed } = store.get()
    if (open && originAllowed === null) recheck = setTimeout(() => void check(), PROJECT_RECHECK_MS)
  }
  // Opening with an unknown answer asks again at once; closing stops the timer.
  store.subscribe(() => {
    const { open, originAllowed } = store.get()
    if (open === wasOpen) return
    wasOpen = open
    if (!open) clearTimeout(recheck)
    else if (originAllowed === null && !checking) void check()
  })

  return {
    configure(config) {
      siteConfig = config
      apiContext = apiUrl ? { baseUrl: apiUrl, projectId: config.projectId, ...(fetch && { fetch }) } : undefined
      projectCheck = check()
    },
    apiContext: () => apiContext,
    async requireAllowedOrigin(connector) {
      const { originAllowed, alert } = await projectCheck
      if (originAllowed || (originAllowed === null && connector && connector.type !== 'AUTH')) return
      const code = alert ?? 'ORIGIN_NOT_ALLOWED'
      throw new ProviderRpcError(RpcErrorCode.unauthorized, PROJECT_ALERTS[code].title, { data: { code } })
    },
  }
}
