/** RainbowKit with wagmi and TanStack Query, as its installation guide sets it up; the modal opened at once. */
import '@rainbow-me/rainbowkit/styles.css'
import { getDefaultConfig, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { findDeep, LOCAL_CHAIN, MADE_UP_PROJECT_ID, markWhenVisible } from './visible.js'

const config = getDefaultConfig({
  appName: 'Benchmark host page',
  projectId: MADE_UP_PROJECT_ID,
  chains: [LOCAL_CHAIN],
  transports: { [LOCAL_CHAIN.id]: http(LOCAL_CHAIN.rpcUrls.default.http[0]) },
})
const queryClient = new QueryClient()

function OpenAtOnce() {
  const { openConnectModal } = useConnectModal()
  useEffect(() => openConnectModal?.(), [openConnectModal])
  return null
}

markWhenVisible(() => findDeep('[data-rk] [role="dialog"]'))
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <OpenAtOnce />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
