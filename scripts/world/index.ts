/**
 * The "local world": everything a browser test needs to exercise the widget
 * the way a real site would — a host page, the widget's own origin, a separate
 * secure-frame origin, and local chains — each on its own port so the browser
 * treats them as distinct origins.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAnvil } from './anvil.js';
import { startStaticServer, type StaticRoot } from './static-server.js';

export interface WorldOptions {
  /** Demo host page origin. */
  hostPort: number;
  /** Loader + widget origin. */
  widgetPort: number;
  /** Secure-frame origin. */
  securePort: number;
  chains: { chainId: number; port: number }[];
  hostRoots: StaticRoot[];
  distDir: string;
}

export interface World {
  urls: { host: string; widget: string; secure: string; loader: string };
  chains: { chainId: number; rpcUrl: string }[];
  stop(): Promise<void>;
}

/** This file lives at <repo>/scripts/world/index.ts. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function defaultWorldOptions(): WorldOptions {
  return {
    hostPort: 4400,
    widgetPort: 4401,
    securePort: 4402,
    chains: [
      { chainId: 31337, port: 8545 },
      { chainId: 31338, port: 8546 },
    ],
    hostRoots: [{ prefix: '/', dir: path.join(repoRoot, 'demo') }],
    distDir: path.join(repoRoot, 'dist'),
  };
}

/**
 * Content-Security-Policy for HTML documents served from the widget origin.
 * Kept in one place because frame-ancestors will later narrow from '*' to the
 * project's allow-listed embedding origins.
 */
export function widgetCsp(secureOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Wallet RPC endpoints are arbitrary, user-configured URLs.
    'connect-src *',
    `frame-src ${secureOrigin}`,
    'frame-ancestors *',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

interface Part {
  name: string;
  stop(): Promise<void>;
}

async function stopAll(parts: Part[]): Promise<void> {
  // allSettled: one part failing to shut down must not leave the others running.
  await Promise.allSettled(parts.map((part) => part.stop()));
}

export async function startWorld(overrides: Partial<WorldOptions> = {}): Promise<World> {
  const opts: WorldOptions = { ...defaultWorldOptions(), ...overrides };
  const origin = (port: number): string => `http://localhost:${port}`;
  const secureOrigin = origin(opts.securePort);
  const csp = widgetCsp(secureOrigin);

  // Start everything concurrently: anvil boot dominates, the rest is instant.
  const starts = [
    ...opts.chains.map(async ({ chainId, port }) => {
      const node = await startAnvil({ port, chainId });
      return { name: `anvil ${chainId}`, stop: node.stop, chain: { chainId, rpcUrl: node.rpcUrl } };
    }),
    startStaticServer({
      port: opts.hostPort,
      roots: [...opts.hostRoots, { prefix: '/dist-test/', dir: path.join(opts.distDir, 'test') }],
    }).then((s) => ({ name: 'host server', stop: s.stop, url: s.url })),
    startStaticServer({
      port: opts.widgetPort,
      roots: [{ prefix: '/', dir: opts.distDir }],
      headers: (filePath): Record<string, string> =>
        filePath.endsWith('.html') ? { 'content-security-policy': csp } : {},
    }).then((s) => ({ name: 'widget server', stop: s.stop, url: s.url })),
    startStaticServer({
      port: opts.securePort,
      roots: [{ prefix: '/', dir: path.join(opts.distDir, 'secure-frame') }],
    }).then((s) => ({ name: 'secure-frame server', stop: s.stop, url: s.url })),
  ];

  const settled = await Promise.allSettled(starts);
  const started: Part[] = [];
  const failures: unknown[] = [];
  for (const result of settled) {
    if (result.status === 'fulfilled') started.push(result.value);
    else failures.push(result.reason);
  }

  if (failures.length > 0) {
    await stopAll(started);
    const messages = failures.map((f) => (f instanceof Error ? f.message : String(f)));
    throw new Error(`local world failed to start:\n  - ${messages.join('\n  - ')}`, { cause: failures[0] });
  }

  const chains = settled.flatMap((r) =>
    r.status === 'fulfilled' && 'chain' in r.value ? [r.value.chain] : [],
  );
  const widget = origin(opts.widgetPort);

  return {
    urls: {
      host: origin(opts.hostPort),
      widget,
      secure: secureOrigin,
      loader: `${widget}/loader.js`,
    },
    chains,
    stop: () => stopAll(started),
  };
}
