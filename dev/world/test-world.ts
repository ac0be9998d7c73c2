/** Ports and URLs of the world the browser tests run against (apart from `npm start`'s, so both can run). */
export const TEST_PORTS = {
  site: 4410,
  widget: 4411,
  secureFrame: 4412,
  chainA: 8555,
  chainB: 8556,
  mailSmtp: 4435,
  mailHttp: 4434,
  relay: 4413,
  solana: 8559,
} as const

/** The site is on 127.0.0.1 and the widget on localhost: two different sites, as in production. */
export const SITE_URL = `http://127.0.0.1:${TEST_PORTS.site}`
/** Same server as SITE_URL under another host name: a cross-origin (and cross-site) sibling. */
export const OTHER_ORIGIN_URL = `http://localhost:${TEST_PORTS.site}`
export const WIDGET_ORIGIN = `http://localhost:${TEST_PORTS.widget}`
/** The server on the secure frame's origin (auth API and the secure frame). */
export const SECURE_FRAME_ORIGIN = `http://localhost:${TEST_PORTS.secureFrame}`
/** The mail catcher's HTTP API, where the tests read the mailed codes. */
export const MAIL_URL = `http://127.0.0.1:${TEST_PORTS.mailHttp}`
/** The WalletConnect relay the widget and the test's wallet meet at. */
export const RELAY_URL = `ws://127.0.0.1:${TEST_PORTS.relay}`
export const RPC_A = `http://127.0.0.1:${TEST_PORTS.chainA}`
export const RPC_B = `http://127.0.0.1:${TEST_PORTS.chainB}`
export const SOLANA_RPC = `http://127.0.0.1:${TEST_PORTS.solana}`

/** Anvil's first and second development accounts (public keys of a public mnemonic). */
export const ACCOUNT_0 = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
} as const
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
