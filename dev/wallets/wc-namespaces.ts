/**
 * The namespaces the WalletConnect test wallet (wc-wallet.ts) approves: for each namespace it has
 * an account in (eip155, solana, bip122) and the proposal asks for, the chains it has of those asked,
 * its account on each, and the methods and events asked (what it cannot do it refuses per request,
 * as a real wallet does) beside those it answers.
 */
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { WalletKitTypes } from '@reown/walletkit'

/** What the wallet has in one namespace. */
export interface WalletNamespace {
  chains: string[]
  /** The account's address on every chain. */
  address: string
  /** The methods it answers. */
  methods: string[]
  events: string[]
}

type Proposal = WalletKitTypes.SessionProposal['params']
type Namespaces = ReturnType<typeof buildApprovedNamespaces>

const unique = (values: string[]): string[] => [...new Set(values)]

/** The namespaces to approve; throws when none of the proposal's namespaces has a chain of the wallet. */
export function approvedNamespaces(proposal: Proposal, wallet: Record<string, WalletNamespace>): Namespaces {
  const asked = (namespace: string) =>
    [...Object.entries(proposal.requiredNamespaces), ...Object.entries(proposal.optionalNamespaces ?? {})]
      .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
      .map(([, value]) => value)
  const supportedNamespaces: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  > = {}
  for (const [namespace, own] of Object.entries(wallet)) {
    const requested = asked(namespace)
    if (own.chains.length === 0 || requested.length === 0) continue
    supportedNamespaces[namespace] = {
      chains: own.chains,
      methods: unique([...own.methods, ...requested.flatMap((entry) => entry.methods)]),
      events: unique([...own.events, ...requested.flatMap((entry) => entry.events)]),
      accounts: own.chains.map((chain) => `${chain}:${own.address}`),
    }
  }
  const namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces })
  if (Object.keys(namespaces).length === 0) {
    const chains = Object.values(wallet).flatMap((own) => own.chains)
    throw new Error(`none of the requested chains is one of ${chains.join(', ')}`)
  }
  return namespaces
}
