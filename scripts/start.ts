/** `npm start`: builds, starts the local world (chain nodes and the three origins) and prints the URLs. */
import { build } from './build.js'
import { startWorld } from '../dev/world/index.js'

await build()
const world = await startWorld()
console.log(`
Wallet widget — local world is up
  demo page        ${world.urls.site}/
  loader           ${world.urls.loader}
  widget           ${world.urls.widget}/widget/
  secure frame     ${world.urls.secureFrame}/   (and the auth API)
  mail catcher     ${world.urls.mail}/   (one-time codes and approval links land here)
  relay            ws://127.0.0.1:4403   (WalletConnect; pair a wallet with the QR code or its link)
${world.chains.map((chain) => `  chain ${chain.chainId}      ${chain.rpcUrl}`).join('\n')}

Open the demo page: ${world.urls.site}/   (Ctrl+C stops everything)`)

const stop = async () => {
  await world.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
