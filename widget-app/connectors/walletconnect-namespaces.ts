/**
 * What the widget asks a WalletConnect wallet to allow for a session. `eth_sign` is left out on
 * purpose: it signs a bare 32-byte hash, which may be a transaction or a permit the user cannot
 * read (wallets show it as hex), so a site could get anything signed with it. Messages go
 * through personal_sign, structured data through eth_signTypedData_v4. (The connector also
 * refuses it, for wallets that approve more than was asked: walletconnect.ts.)
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

/** The `optionalNamespaces` of a session proposal for `chains` (CAIP-2 ids). */
export function walletConnectNamespaces(chains: readonly string[]) {
  return { eip155: { chains: [...chains], methods: [...WALLET_CONNECT_METHODS], events: [...WALLET_CONNECT_EVENTS] } }
}
