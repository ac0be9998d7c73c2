/**
 * What the widget asks a WalletConnect wallet to allow for a session: one optional namespace per
 * chain namespace the site's networks name and the widget speaks over WalletConnect (eip155,
 * solana, bip122), each with the site's chains of that namespace, the methods the widget sends
 * and the events it reads.
 *
 * `eth_sign` is left out on purpose: it signs a bare 32-byte hash, which may be a transaction or a
 * permit the user cannot read (wallets show it as hex), so a site could get anything signed with
 * it. Messages go through personal_sign, structured data through eth_signTypedData_v4. (The
 * connector also refuses it, for wallets that approve more than was asked: walletconnect.ts.)
 *
 * Imported only by the WalletConnect client, so it stays in that on-demand chunk.
 */

export const WALLET_CONNECT_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

export const WALLET_CONNECT_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged']

/** WalletConnect's Solana methods the solana connector sends (walletconnect-solana.ts). */
export const WALLET_CONNECT_SOLANA_METHODS: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

/** WalletConnect's Bitcoin methods the bip122 connector sends (walletconnect-bip122.ts); `sendTransfer` is not used. */
export const WALLET_CONNECT_BIP122_METHODS: readonly string[] = ['getAccountAddresses', 'signMessage', 'signPsbt']

/** The event a Bitcoin wallet sends when the account's addresses change. */
export const BIP122_ADDRESSES_CHANGED = 'bip122_addressesChanged'

/** The namespaces a session is proposed in, in the order they are offered. */
export const WALLET_CONNECT_NAMESPACES = ['eip155', 'solana', 'bip122'] as const
export type WalletConnectNamespace = (typeof WALLET_CONNECT_NAMESPACES)[number]

const REQUESTED: Record<WalletConnectNamespace, { methods: readonly string[]; events: readonly string[] }> = {
  eip155: { methods: WALLET_CONNECT_METHODS, events: WALLET_CONNECT_EVENTS },
  solana: { methods: WALLET_CONNECT_SOLANA_METHODS, events: WALLET_CONNECT_EVENTS },
  bip122: { methods: WALLET_CONNECT_BIP122_METHODS, events: [BIP122_ADDRESSES_CHANGED] },
}

export interface ProposedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
}

export function isWalletConnectNamespace(value: string): value is WalletConnectNamespace {
  return (WALLET_CONNECT_NAMESPACES as readonly string[]).includes(value)
}

/**
 * The `optionalNamespaces` of a session proposal for `chains` (CAIP-2 ids): a namespace for each of
 * eip155, solana and bip122 that has one of the chains; chains of other namespaces are left out.
 */
export function walletConnectNamespaces(
  chains: readonly string[],
): Partial<Record<WalletConnectNamespace, ProposedNamespace>> {
  const proposal: Partial<Record<WalletConnectNamespace, ProposedNamespace>> = {}
  for (const namespace of WALLET_CONNECT_NAMESPACES) {
    const own = chains.filter((chain) => chain.startsWith(`${namespace}:`))
    if (own.length === 0) continue
    const { methods, events } = REQUESTED[namespace]
    proposal[namespace] = { chains: [...new Set(own)], methods: [...methods], events: [...events] }
  }
  return proposal
}
