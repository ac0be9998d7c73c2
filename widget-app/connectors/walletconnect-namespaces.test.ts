import { describe, expect, it } from 'vitest'
import { walletConnectNamespaces } from './walletconnect-namespaces.js'

const SOLANA = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
const BITCOIN = 'bip122:530827f38f93b43ed12af0b3ad25a288'

describe('the namespaces of a session proposal', () => {
  it("behavior: each of eip155, solana and bip122 the site's networks name is asked with its chains, methods and events; others are left out", () => {
    const proposal = walletConnectNamespaces([
      'eip155:1',
      SOLANA,
      'eip155:8453',
      BITCOIN,
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    ])
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana', 'bip122'])
    expect(proposal.eip155?.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(proposal.eip155?.methods).not.toContain('eth_sign')
    expect(proposal.solana).toEqual({
      chains: [SOLANA],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(proposal.bip122).toEqual({
      chains: [BITCOIN],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    })
  })

  it('behavior: a site of Solana networks only asks no eip155 namespace (a namespace without chains is invalid)', () => {
    expect(Object.keys(walletConnectNamespaces([SOLANA, SOLANA]))).toEqual(['solana'])
    expect(walletConnectNamespaces([SOLANA, SOLANA]).solana?.chains).toEqual([SOLANA])
    expect(walletConnectNamespaces([])).toEqual({})
  })
})
