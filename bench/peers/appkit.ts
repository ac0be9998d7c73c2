/** Reown AppKit with its wagmi adapter, as its JavaScript guide sets it up; the modal opened at once. */
import { createAppKit } from '@reown/appkit'
import { defineChain } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { findDeep, LOCAL_CHAIN, MADE_UP_PROJECT_ID, markWhenVisible } from './visible.js'

const anvil = defineChain({ ...LOCAL_CHAIN, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' })
const wagmiAdapter = new WagmiAdapter({ projectId: MADE_UP_PROJECT_ID, networks: [anvil] })
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks: [anvil],
  projectId: MADE_UP_PROJECT_ID,
  metadata: {
    name: 'Benchmark host page',
    description: 'A host page that opens its connect dialog at once',
    url: location.origin,
    icons: [],
  },
})
markWhenVisible(() => findDeep('w3m-connect-view'))
void modal.open()
