/**
 * The email wallet's Solana account (email-solana.ts), downloaded only once the site's configuration names a
 * Solana network: sites without one, and the Connect view of every site, do not carry its code.
 */
import type { EmailSolana, EmailSolanaDeps } from './email-solana.js'

export function lazyEmailSolana(deps: EmailSolanaDeps): EmailSolana {
  let loaded: EmailSolana | undefined
  let started = false
  const start = () => {
    if (started || !deps.store.get().config?.networks.some((network) => network.chainNamespace === 'solana')) return
    started = true
    void import('./email-solana.js').then(({ createEmailSolana }) => {
      loaded = createEmailSolana(deps)
    })
  }
  deps.store.subscribe(start)
  start()
  return {
    connection: () => loaded?.connection(),
    choose: (caipNetworkId, switchNetwork) =>
      loaded ? loaded.choose(caipNetworkId, switchNetwork) : switchNetwork(caipNetworkId),
    resume: (connectorId) => loaded?.resume(connectorId),
  }
}
