/**
 * Sign-in as the widget's entry carries it: nothing but this handle. The rules and viem's SIWE
 * helpers (sign-in.ts) come with the views downloaded on demand (`load`, views/lazy-views.ts),
 * fetched once the site's configuration asks for sign-in or the site calls one of its methods, so
 * the Connect view never pays for them (and no chunk of their own splits the entry's code).
 */
import type { AppState } from './app-state.js'
import type { SignIn, SignInDeps } from './sign-in.js'

const SITE_METHODS = ['signIn', 'getSession', 'signOut'] as const

export type LazySignIn = ReturnType<typeof createLazySignIn>

/** Downloads the sign-in module: the chunk of the views downloaded on demand, which exports it. */
export type LoadSignIn = () => Promise<Pick<typeof import('./sign-in.js'), 'createSignIn'>>

export function createLazySignIn(deps: SignInDeps & { load: LoadSignIn | undefined }) {
  let loading: Promise<SignIn> | undefined
  let loaded: SignIn | undefined
  const load = (): Promise<SignIn> =>
    (loading ??= (deps.load ?? (() => Promise.reject(Error('SIWX is not enabled'))))().then(
      (module) => (loaded = module.createSignIn(deps)),
    ))
  const stop = deps.store.subscribe(() => {
    if (!deps.store.get().config?.signIn) return
    stop()
    load().catch(() => undefined)
  })
  return {
    /** The sign-in module once downloaded (it is before its view can show). */
    current: () => loaded,
    blocksClose: (state: AppState) => loaded?.blocksClose(state) === true,
    /** `WalletWidget.signIn()`, `getSession()`, `signOut()`. */
    siteApi: Object.fromEntries(
      SITE_METHODS.map((name) => [name, () => load().then((signIn): Promise<unknown> => signIn.siteApi[name]())]),
    ) as SignIn['siteApi'],
  }
}
