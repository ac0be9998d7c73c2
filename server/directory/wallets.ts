/**
 * The wallet directory this server lists at /getWallets: the well-known wallets
 * (`known-wallets.ts`), then generated filler up to DIRECTORY_SIZE (`generated-wallets.ts`), then
 * one HOSTILE entry (`hostile-test-entry`) that carries script-shaped values for the widget's
 * tests and is listed only when a request's `include` names it.
 */
import { DIRECTORY_SIZE, generatedWallet } from './generated-wallets.js'
import { knownWallets } from './known-wallets.js'
import { type DirectoryWallet, ETHEREUM } from './wallet-entry.js'

export type { Badge, DirectoryWallet } from './wallet-entry.js'
export { DIRECTORY_SIZE, generatedWallet } from './generated-wallets.js'

/** For tests of the widget's handling of hostile directory data; hidden unless `include`d. */
export const HOSTILE_WALLET: DirectoryWallet = {
  id: 'hostile-test-entry',
  name: '<img src=x onerror=alert(1)>',
  image_id: 'hostile-test-entry',
  rdns: 'example.hostile',
  chains: [ETHEREUM],
  mobile_link: 'javascript:alert(1)',
  desktop_link: 'javascript:alert(document.domain)',
  webapp_link: 'data:text/html,<script>alert(1)</script>',
  homepage: 'javascript:alert(1)',
  order: 100_000,
  badge: 'none',
  hidden: true,
}

function buildDirectory(): readonly DirectoryWallet[] {
  const wallets = knownWallets()
  for (let n = 1; wallets.length < DIRECTORY_SIZE; n += 1) wallets.push(generatedWallet(n, 1_000 + n))
  wallets.push(HOSTILE_WALLET)
  return Object.freeze(wallets.map((wallet) => Object.freeze(wallet)))
}

export const WALLETS: readonly DirectoryWallet[] = buildDirectory()
