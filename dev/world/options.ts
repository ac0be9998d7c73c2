/** What a local world is made of: its ports, its chains, its pages and what its server starts with. */
import type { Deployment } from '../../shared/contracts/deployment.js'
import type { WorldProject } from './projects.js'
import type { StaticRoot, StaticServer } from './static-server.js'

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
  /**
   * Smart accounts: a bundler (Alto, a few seconds of start and a process per chain) in front of each chain, and
   * the server's smart-account settings naming them. On by default; a world whose tests use no smart account
   * turns it off, and its server offers none.
   */
  smartAccounts: boolean
  /** The Solana node (dev/world/solana/): 8899 beside the default ports (`npm start`), else 0 (a free port). */
  solanaPort?: number
  /**
   * Serves the site and the widget origin in place of the development file servers (the benchmark serves them as a
   * deployment does: precompressed, with production's cache headers). The widget's is given the page's deployment.
   */
  originServers?: {
    site(port: number): Promise<StaticServer>
    widget(port: number, deployment: Deployment): Promise<StaticServer>
  }
}
