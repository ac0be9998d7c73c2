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
import { widgetCsp } from '../../server/production/widget-csp.js'
import { deploymentFor } from '../../server/production/widget-page.js'
import { inlineDeployment } from '../../shared/contracts/deployment.js'
import { startMailCatcher, type MailCatcher } from '../mail-catcher/catcher.js'
import { startRelay } from '../../relay/index.js'
import { DEFAULT_IDENTITY_PROVIDER_PORT, startIdentityProvider } from '../identity-provider/index.js'
import { localSocialProviders } from '../identity-provider/social-settings.js'
import { startAnvil } from './anvil.js'
import { demoChainData, demoSpamCollections, deployDemoAssets } from './demo-assets.js'
import { defaultWorldProjects, seedProjects, type WorldProject } from './projects.js'
import { startStaticServer, type StaticRoot } from './static-server.js'
import { deployUniswapV2, localSwapSettings } from './uniswap.js'
import { deployEns, localEnsOptions, localEnsResolvers, localNameSettings } from './ens.js'
import { demoOnrampSettings, fundOnrampTreasury } from './onramp-treasury.js'

export { widgetCsp }

export interface WorldOptions {
  /** The demo site's origin (and the browser tests' fixture pages). */
  sitePort: number
  /** Loader + widget origin. */
  widgetPort: number
  /** Secure-frame origin: the server (built frame + auth API). */
  secureFramePort: number
  /** The mail catcher's SMTP port, where the server sends its mail. */
  mailSmtpPort: number
  /** The mail catcher's page and API. */
  mailHttpPort: number
  /** The WalletConnect relay (WebSocket) for dev and tests. */
  relayPort: number
  /**
   * The local identity provider every social login's settings point at (dev/identity-provider/). By default
   * 4405 beside the default secure-frame port (`npm start`), and any free port in a world on other ports (tests).
   */
  identityProviderPort?: number
  /**
   * The server's PGlite directory. The default lives in the repo (ignored by
   * git) so a dev world keeps its users across restarts; tests pass a fresh
   * temp dir.
   */
  dataDir: string
  chains: { chainId: number; port: number }[]
  siteRoots: StaticRoot[]
  distDir: string
  /**
   * Projects the server is seeded with at start (idempotently; see projects.ts). By default the
   * demo page's project and the browser tests' projects.
   */
  projects: WorldProject[]
  /**
   * Login starts one IP address may make per window (the server's `rateLimit.startsPerIp`); the browser
   * tests all come from 127.0.0.1, so they raise it. The server's default otherwise.
   */
  loginStartsPerIp?: number
}

export interface World {
  urls: { site: string; widget: string; secureFrame: string; loader: string; mail: string }
  chains: { chainId: number; rpcUrl: string }[]
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

  // Start everything concurrently: anvil boot dominates, the rest is instant.
  const starts = [
    ...opts.chains.map(async ({ chainId, port }) => {
      const node = await startAnvil({ port, chainId })
      // The demo tokens and NFTs, at the same addresses on every chain (demo-assets.ts).
      await deployDemoAssets(node.rpcUrl, chainId, { metadataOrigin: origin(opts.sitePort) }).catch(async (err) => {
        await node.stop()
        throw err
      })
      // Uniswap V2 with pools of the demo tokens, which the swap API quotes and routes through (uniswap.ts).
      await deployUniswapV2(node.rpcUrl, chainId).catch(async (err) => {
        await node.stop()
        throw err
      })
      // ENS with the demo .eth names, and the account names' offchain resolver whose gateway is the server (ens.ts).
      await deployEns(node.rpcUrl, chainId, localEnsOptions(secureFrameOrigin)).catch(async (err) => {
        await node.stop()
        throw err
      })
      // The sandbox onramp's treasury: ether and demo tokens it pays purchases from (onramp-treasury.ts).
      await fundOnrampTreasury(node.rpcUrl, chainId).catch(async (err) => {
        await node.stop()
        throw err
      })
      return { name: `anvil ${chainId}`, stop: node.stop, chain: { chainId, rpcUrl: node.rpcUrl } }
    }),
    startStaticServer({
      port: opts.sitePort,
      roots: [
        ...opts.siteRoots,
        { prefix: '/dist-test/', dir: path.join(opts.distDir, 'test') },
        // The demo NFTs' metadata and images, named by the collections' token URIs.
        { prefix: '/nft/', dir: path.join(repoRoot, 'demo', 'nft') },
      ],
    }).then((s) => ({ name: 'site server', stop: s.stop, url: s.url })),
    startStaticServer({
      port: opts.widgetPort,
      roots: [{ prefix: '/', dir: opts.distDir }],
      headers: (filePath): Record<string, string> =>
        filePath.endsWith('.html') ? { 'content-security-policy': csp } : {},
      html: (page, filePath) =>
        filePath === path.join(opts.distDir, 'widget', 'index.html') ? inlineDeployment(page, deployment) : page,
    }).then((s) => ({ name: 'widget server', stop: s.stop, url: s.url })),
    startRelay({ port: opts.relayPort, log: () => {} }).then((relay) => ({
      name: 'walletconnect relay',
      stop: relay.stop,
      url: relay.url,
    })),
    Promise.resolve({ name: 'identity provider', stop: idp.stop, url: idp.url }),
    startMailCatcher({ smtpPort: opts.mailSmtpPort, httpPort: opts.mailHttpPort }).then((mail) => ({
      name: 'mail catcher',
      stop: mail.stop,
      mail,
    })),
    // The server only talks SMTP when a sign-in starts, so it can come up beside the catcher.
    startServer(
      loadConfig(
        {
          port: opts.secureFramePort,
          publicOrigin: secureFrameOrigin,
          widgetOrigins: [widget],
          // The site pages this world serves, under both names (they are different sites).
          siteOrigins: [origin(opts.sitePort), `http://127.0.0.1:${opts.sitePort}`],
          dataDir: opts.dataDir,
          smtp: { host: '127.0.0.1', port: opts.mailSmtpPort },
          ...(opts.loginStartsPerIp === undefined ? {} : { rateLimit: { startsPerIp: opts.loginStartsPerIp } }),
          secureFrameDir: path.join(opts.distDir, 'secure-frame'),
          // The blockchain API proxies to this world's nodes; their URLs are known before they are up.
          chains: opts.chains.map(({ chainId, port }) => ({
            caipNetworkId: `eip155:${chainId}`,
            rpcUrl: `http://127.0.0.1:${port}`,
          })),
          // The demo tokens the balance API reports, their prices, and the demo spam collection.
          chainData: demoChainData(opts.chains.map(({ chainId }) => chainId)),
          // The swap API's provider on each chain: the world's Uniswap V2.
          swap: localSwapSettings(opts.chains.map(({ chainId }) => chainId)),
          // The sandbox onramp: what it sells on each chain, and the treasury's key.
          onramp: demoOnrampSettings(opts.chains.map(({ chainId }) => chainId)),
          // Account names under wallet.test (and reown.id), with the gateway key the chains' resolver trusts.
          names: {
            ...localNameSettings(secureFrameOrigin),
            // `.eth` names and the names of addresses without an account name, read through the chains' ENS.
            ensUniversalResolvers: localEnsResolvers(opts.chains.map(({ chainId }) => chainId)),
          },
          // Every social login goes to the local identity provider, through the settings a real provider uses.
          social: { providers: localSocialProviders(idp.url) },
          // The demo NFTs' metadata is on the site's localhost origin, which a deployment would refuse to fetch.
          indexer: {
            spamCollections: demoSpamCollections(opts.chains.map(({ chainId }) => chainId)),
            fetchInternalHosts: true,
          },
        },
        // The world is fully described by its options; a stray DATABASE_URL or PORT in the
        // developer's shell must not redirect it.
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
    mail,
    stop: () => stopAll(started),
  }
}
