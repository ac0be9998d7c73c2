/**
 * The "local world": everything a browser test needs to exercise the widget
 * the way a real site would — the site's own origin, the widget's own origin, a separate
 * secure-frame origin (the server: the built frame plus the auth API), a mail
 * catcher the server sends its codes to, and local chains — each on its own
 * port so the browser treats them as distinct origins.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../server/config.js'
import { startServer } from '../../server/index.js'
import { isCrossOriginReadable } from '../../server/production/static-part.js'
import { widgetCsp } from '../../server/production/widget-csp.js'
import { deploymentFor } from '../../server/production/widget-page.js'
import { inlineDeployment } from '../../shared/contracts/deployment.js'
import { startMailCatcher, type MailCatcher } from '../mail-catcher/catcher.js'
import { startRelay } from '../../relay/index.js'
import { DEFAULT_IDENTITY_PROVIDER_PORT, startIdentityProvider } from '../identity-provider/index.js'
import { defaultWorldProjects, seedProjects } from './projects.js'
import { startStaticServer } from './static-server.js'
import { startLocalBundlers } from './bundler.js'
import { freePort } from './free-port.js'
import { startLocalChain } from './local-chain.js'
import { DEFAULT_FARCASTER_RELAY_PORT, startFarcasterRelay } from '../farcaster-relay/index.js'
import { planSolanaNode } from './solana/world-part.js'
import { fundSolanaOnrampTreasury } from './onramp-solana-treasury.js'
import { planBitcoinNode } from './bitcoin/world-part.js'
import { worldServerSettings } from './server-settings.js'
import type { WorldOptions } from './options.js'

export type { WorldOptions }

export { widgetCsp }

export interface World {
  urls: { site: string; widget: string; secureFrame: string; loader: string; mail: string }
  chains: { chainId: number; rpcUrl: string }[]
  /** The local Solana node and its CAIP-2 network id. */
  solana: { rpcUrl: string; networkId: string }
  /** The local UTXO node (litecoind regtest): its JSON-RPC URL with the credentials, for tests that ask it directly. */
  bitcoin: { rpcUrl: string; networkId: string }
  /** The mail catcher: read the codes the server sent. */
  mail: MailCatcher
  stop(): Promise<void>
}

/** This file lives at <repo>/dev/world/index.ts. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export function defaultWorldOptions(): WorldOptions {
  return {
    sitePort: 4400,
    widgetPort: 4401,
    secureFramePort: 4402,
    mailSmtpPort: 4425,
    mailHttpPort: 4404,
    relayPort: 4403,
    dataDir: path.join(repoRoot, '.world', 'db'),
    chains: [
      { chainId: 31337, port: 8545 },
      { chainId: 31338, port: 8546 },
    ],
    siteRoots: [{ prefix: '/', dir: path.join(repoRoot, 'demo') }],
    distDir: path.join(repoRoot, 'dist'),
    projects: defaultWorldProjects(),
    smartAccounts: true,
  }
}

interface Part {
  name: string
  stop(): Promise<void>
}

async function stopAll(parts: Part[]): Promise<void> {
  // allSettled: one part failing to shut down must not leave the others running.
  await Promise.allSettled(parts.map((part) => part.stop()))
}

export async function startWorld(overrides: Partial<WorldOptions> = {}): Promise<World> {
  const opts: WorldOptions = { ...defaultWorldOptions(), ...overrides }
  const origin = (port: number): string => `http://localhost:${port}`
  const secureFrameOrigin = origin(opts.secureFramePort)
  const widget = origin(opts.widgetPort)
  const csp = widgetCsp(secureFrameOrigin)
  // What this deployment tells its widget, in the widget's own page (never from the site): where the rest lives.
  const deployment = deploymentFor(secureFrameOrigin, `ws://127.0.0.1:${opts.relayPort}`)
  // Up first, so the server's settings can name it.
  const idpPort =
    opts.identityProviderPort ??
    (opts.secureFramePort === defaultWorldOptions().secureFramePort ? DEFAULT_IDENTITY_PROVIDER_PORT : 0)
  const idp = await startIdentityProvider({ port: idpPort, redirectOrigin: secureFrameOrigin })
  // The Farcaster auth relay and its phone page (dev/farcaster-relay/): 4406 under `npm start`, any free port otherwise.
  const farcasterRelay = await startFarcasterRelay({
    port: idpPort === DEFAULT_IDENTITY_PROVIDER_PORT ? DEFAULT_FARCASTER_RELAY_PORT : 0,
  }).catch(async (err) => {
    await idp.stop()
    throw err
  })

  // Each chain's ERC-4337 bundler (Alto), on a port chosen now so the server's settings can name it.
  const bundlerUrls = opts.smartAccounts
    ? await Promise.all(opts.chains.map(async () => `http://127.0.0.1:${await freePort()}`))
    : []
  const solana = await planSolanaNode({
    port: opts.solanaPort,
    defaultPorts: opts.secureFramePort === defaultWorldOptions().secureFramePort,
    allowedOrigins: [widget, secureFrameOrigin, origin(opts.sitePort), `http://127.0.0.1:${opts.sitePort}`],
  })
  const bitcoin = await planBitcoinNode({
    defaultPorts: opts.secureFramePort === defaultWorldOptions().secureFramePort,
  })

  // Start everything concurrently: anvil boot dominates, the rest is instant.
  const starts = [
    // Alto in front of each chain (bundler.ts), booting while the contracts deploy.
    ...(opts.smartAccounts ? startLocalBundlers(opts.chains, bundlerUrls) : []),
    // Each chain with every contract the features use (local-chain.ts).
    ...opts.chains.map(({ chainId, port }) =>
      startLocalChain({ chainId, port, siteOrigin: origin(opts.sitePort), secureFrameOrigin }),
    ),
    (
      opts.originServers?.site(opts.sitePort) ??
      startStaticServer({
        port: opts.sitePort,
        roots: [
          ...opts.siteRoots,
          { prefix: '/dist-test/', dir: path.join(opts.distDir, 'test') },
          // The demo NFTs' metadata and images, named by the collections' token URIs.
          { prefix: '/nft/', dir: path.join(repoRoot, 'demo', 'nft') },
        ],
      })
    ).then((s) => ({ name: 'site server', stop: s.stop, url: s.url })),
    (
      opts.originServers?.widget(opts.widgetPort, deployment) ??
      startStaticServer({
        port: opts.widgetPort,
        roots: [{ prefix: '/', dir: opts.distDir }],
        headers: (filePath, urlPath): Record<string, string> => ({
          ...(filePath.endsWith('.html') ? { 'content-security-policy': csp } : {}),
          // The loader and the chunks it loads pinned by integrity are read in CORS mode, as in production.
          ...(isCrossOriginReadable(urlPath) ? { 'access-control-allow-origin': '*' } : {}),
        }),
        html: (page, filePath) =>
          filePath === path.join(opts.distDir, 'widget', 'index.html') ? inlineDeployment(page, deployment) : page,
      })
    ).then((s) => ({ name: 'widget server', stop: s.stop, url: s.url })),
    startRelay({ port: opts.relayPort, log: () => {} }).then((relay) => ({
      name: 'walletconnect relay',
      stop: relay.stop,
      url: relay.url,
    })),
    Promise.resolve({ name: 'identity provider', stop: idp.stop, url: idp.url }),
    Promise.resolve({ name: 'farcaster relay', stop: farcasterRelay.stop, url: farcasterRelay.url }),
    // The Solana node, its dev accounts funded and DUSD minted to them (solana/); then the onramp's treasury funded.
    solana.start().then(async (part) => {
      await fundSolanaOnrampTreasury(solana.rpcUrl).catch(async (err) => {
        await part.stop()
        throw err
      })
      return part
    }),
    // The UTXO node (litecoind regtest), the dev Bitcoin accounts funded (bitcoin/).
    bitcoin.start(),
    startMailCatcher({ smtpPort: opts.mailSmtpPort, httpPort: opts.mailHttpPort }).then((mail) => ({
      name: 'mail catcher',
      stop: mail.stop,
      mail,
    })),
    // The server only talks SMTP when a sign-in starts, so it can come up beside the catcher.
    startServer(
      // The world is fully described by its options; a stray DATABASE_URL or PORT in the developer's shell must not
      // redirect it.
      loadConfig(
        worldServerSettings(opts, {
          secureFrameOrigin,
          widgetOrigin: widget,
          identityProviderUrl: idp.url,
          bundlerUrls,
          farcasterRelayUrl: farcasterRelay.url,
          solana: solana.settings,
          bitcoin: bitcoin.settings,
        }),
        {},
      ),
    ).then(async (s) => {
      try {
        await seedProjects(s.db, opts.projects, new Date())
      } catch (err) {
        await s.stop()
        throw new Error(
          `secure-frame server: seeding the projects failed: ${err instanceof Error ? err.message : String(err)}`,
          { cause: err },
        )
      }
      s.projects.invalidate()
      return { name: 'secure-frame server', stop: s.stop, url: s.url }
    }),
  ]

  const settled = await Promise.allSettled(starts)
  const started: Part[] = []
  const failures: unknown[] = []
  for (const result of settled) {
    if (result.status === 'fulfilled') started.push(result.value)
    else failures.push(result.reason)
  }

  if (failures.length > 0) {
    await stopAll(started)
    const messages = failures.map((f) => (f instanceof Error ? f.message : String(f)))
    throw new Error(`local world failed to start:\n  - ${messages.join('\n  - ')}`, { cause: failures[0] })
  }

  const chains = settled.flatMap((r) => (r.status === 'fulfilled' && 'chain' in r.value ? [r.value.chain] : []))
  const mail = settled.flatMap((r) => (r.status === 'fulfilled' && 'mail' in r.value ? [r.value.mail] : []))[0]
  if (!mail) {
    await stopAll(started)
    throw new Error('local world: the mail catcher did not report itself')
  }

  return {
    urls: {
      site: origin(opts.sitePort),
      widget,
      secureFrame: secureFrameOrigin,
      loader: `${widget}/loader.js`,
      mail: mail.url,
    },
    chains,
    solana: { rpcUrl: solana.rpcUrl, networkId: solana.networkId },
    bitcoin: { rpcUrl: bitcoin.settings.networks[0]!.rpcUrl, networkId: bitcoin.networkId },
    mail,
    stop: () => stopAll(started),
  }
}
