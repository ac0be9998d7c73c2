import { describe, expect, it, vi } from 'vitest'
import { encodeBase58, encodeBase64 } from '../../shared/solana/encoding.js'
import { isWalletConnectConnectorId, walletConnectConnectorId } from './walletconnect.js'
import type { WalletConnectSession } from './walletconnect-client.js'
import {
  connectionNamespaces,
  createSessionConnectors,
  grantedNamespaces,
  requestChainOf,
  type SessionConnectorsDeps,
} from './walletconnect-session-connectors.js'

const SOLANA = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN = 'bip122:530827f38f93b43ed12af0b3ad25a288'
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL_ADDRESS = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'
const PAYMENT = 'rltc1qg4gsy8n8e6dhf0t9rxfhsxjx8w0x3ztmvdm0ml'
const ORDINAL = `rltc1p${'q'.repeat(58)}`
const X_ONLY = 'ab'.repeat(32)

const session: WalletConnectSession = {
  topic: 'topic-1',
  accounts: [`eip155:1:${EVM}`],
  walletName: 'Phone Wallet',
  namespaces: {
    eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${EVM}`], methods: [], events: [] },
    solana: {
      chains: [SOLANA, SOLANA_DEVNET],
      accounts: [`${SOLANA}:${SOL_ADDRESS}`, `${SOLANA_DEVNET}:${SOL_ADDRESS}`],
      methods: [],
      events: [],
    },
    bip122: { chains: [BITCOIN], accounts: [`${BITCOIN}:${PAYMENT}`], methods: [], events: [] },
  },
}

function setup(answer: (method: string, params: unknown) => unknown = () => null) {
  const request = vi.fn(async (_topic: string, _chain: string, method: string, params: unknown) =>
    answer(method, params),
  )
  const disconnect = vi.fn(async () => {})
  const deps: SessionConnectorsDeps = {
    client: { request, disconnect } as unknown as SessionConnectorsDeps['client'],
    session,
    evmChainId: () => 1,
    connectionNetwork: () => undefined,
    siteNetworks: () => ['eip155:1', SOLANA, BITCOIN],
  }
  const [eip155, solana, bip122] = createSessionConnectors(deps, ['eip155', 'solana', 'bip122'])
  return { request, disconnect, eip155: eip155!, solana: solana!, bip122: bip122! }
}

describe('which namespaces of a session become connections', () => {
  it("behavior: the active network's namespace alone; eip155 or the first granted when it is not granted; every one, active first, with several", () => {
    const granted = grantedNamespaces(session, () => true)
    expect(granted).toEqual(['eip155', 'solana', 'bip122'])
    expect(grantedNamespaces(session, (namespace) => namespace !== 'bip122')).toEqual(['eip155', 'solana'])
    expect(connectionNamespaces(granted, 'solana', false)).toEqual(['solana'])
    expect(connectionNamespaces(granted, 'polkadot', false)).toEqual(['eip155'])
    expect(connectionNamespaces(['bip122', 'solana'], undefined, false)).toEqual(['bip122'])
    expect(connectionNamespaces(granted, 'bip122', true)).toEqual(['bip122', 'eip155', 'solana'])
    expect(connectionNamespaces([], 'solana', true)).toEqual([])
  })

  it("behavior: requests go to the connection's network, else the site's first the session has, else the session's first", () => {
    expect(requestChainOf([SOLANA, SOLANA_DEVNET], SOLANA_DEVNET, [SOLANA])).toBe(SOLANA_DEVNET)
    expect(requestChainOf([SOLANA, SOLANA_DEVNET], 'eip155:1', ['eip155:1', SOLANA_DEVNET])).toBe(SOLANA_DEVNET)
    expect(requestChainOf([SOLANA_DEVNET], undefined, [SOLANA])).toBe(SOLANA_DEVNET)
  })

  it('behavior: disconnecting one connection keeps the session; the last one ends it', async () => {
    const t = setup()
    expect([t.eip155.id, t.solana.id, t.bip122.id]).toEqual([
      'walletConnect',
      'walletConnect:solana',
      'walletConnect:bip122',
    ])
    await t.solana.disconnect!()
    await t.eip155.disconnect!()
    expect(t.disconnect).not.toHaveBeenCalled()
    await t.bip122.disconnect!()
    expect(t.disconnect).toHaveBeenCalledWith('topic-1')
  })
})

describe("the solana connector: the namespace adapter's Wallet Standard calls as WalletConnect's Solana methods", () => {
  it("behavior: connecting answers the session's account without asking the wallet; a message goes as base58 with the pubkey, its base58 signature comes back as bytes", async () => {
    const signature = new Uint8Array(64).fill(7)
    const t = setup(() => ({ signature: encodeBase58(signature) }))
    expect(t.solana).toMatchObject({ chainNamespace: 'solana', chains: [SOLANA, SOLANA_DEVNET] })
    expect(await t.solana.request('standard:connect', {})).toEqual({ accounts: [{ address: SOL_ADDRESS }] })
    expect(t.request).not.toHaveBeenCalled()
    const message = new TextEncoder().encode('hello')
    const [output] = (await t.solana.request('solana:signMessage', [{ account: SOL_ADDRESS, message }])) as {
      signature: Uint8Array
      signedMessage: Uint8Array
    }[]
    expect(output).toEqual({ signedMessage: message, signature })
    expect(t.request).toHaveBeenCalledWith('topic-1', SOLANA, 'solana_signMessage', {
      message: encodeBase58(message),
      pubkey: SOL_ADDRESS,
    })
  })

  it('behavior: transactions go as base64 on the chain the input names; the signed transaction and the sent signature come back as bytes', async () => {
    const signed = new Uint8Array([1, 2, 3])
    const t = setup((method) =>
      method === 'solana_signTransaction'
        ? { signature: encodeBase58(new Uint8Array(64)), transaction: encodeBase64(signed) }
        : { signature: encodeBase58(new Uint8Array(64).fill(9)) },
    )
    const transaction = new Uint8Array([9, 9])
    const input = { account: SOL_ADDRESS, transaction, chain: SOLANA_DEVNET }
    expect(await t.solana.request('solana:signTransaction', [input])).toEqual([{ signedTransaction: signed }])
    expect(t.request).toHaveBeenLastCalledWith('topic-1', SOLANA_DEVNET, 'solana_signTransaction', {
      transaction: encodeBase64(transaction),
    })
    const options = { skipPreflight: true }
    expect(await t.solana.request('solana:signAndSendTransaction', [{ ...input, options }])).toEqual([
      { signature: new Uint8Array(64).fill(9) },
    ])
    expect(t.request).toHaveBeenLastCalledWith('topic-1', SOLANA_DEVNET, 'solana_signAndSendTransaction', {
      transaction: encodeBase64(transaction),
      sendOptions: options,
    })
  })

  it('error: another account is 4100, a chain the session lacks 4902, an answer without the signed transaction -32603', async () => {
    const t = setup(() => ({ signature: encodeBase58(new Uint8Array(64)) }))
    const transaction = new Uint8Array([1])
    await expect(
      t.solana.request('solana:signMessage', [
        { account: 'Dmx8pLufqjpggLgW4VfGaqpsgBaHjcfTzgdXuEcrrJrn', message: transaction },
      ]),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      t.solana.request('solana:signTransaction', [
        { account: SOL_ADDRESS, transaction, chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      ]),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      t.solana.request('solana:signTransaction', [{ account: SOL_ADDRESS, transaction }]),
    ).rejects.toMatchObject({
      code: -32603,
      message: 'Phone Wallet answered solana_signTransaction without the signed transaction',
    })
    await expect(t.solana.request('solana:signIn', [{}])).rejects.toMatchObject({ code: 4200 })
  })
})

describe("the bip122 connector: the namespace adapter's Wallet Standard calls as WalletConnect's Bitcoin methods", () => {
  it('behavior: connecting asks getAccountAddresses for payment and ordinal; a compressed taproot key is made x-only', async () => {
    const t = setup(() => [
      { address: PAYMENT, publicKey: `02${'cd'.repeat(32)}`, path: "m/84'/1'/0'/0/0", intention: 'payment' },
      { address: ORDINAL, publicKey: `03${X_ONLY}`, intention: 'ordinal' },
      { address: 'not-an-entry' },
    ])
    expect(await t.bip122.request('bitcoin:connect', { purposes: ['payment', 'ordinals'] })).toEqual({
      accounts: [
        { address: PAYMENT, publicKey: `02${'cd'.repeat(32)}`, path: "m/84'/1'/0'/0/0" },
        { address: ORDINAL, publicKey: X_ONLY },
      ],
    })
    expect(t.request).toHaveBeenCalledWith('topic-1', BITCOIN, 'getAccountAddresses', {
      account: PAYMENT,
      intentions: ['payment', 'ordinal'],
    })
  })

  it('behavior: a message is asked as BIP-322 for the address; the hex (or base64) signature comes back as bytes', async () => {
    const t = setup(() => ({ address: PAYMENT, signature: '0201ff' }))
    const message = new TextEncoder().encode('hello')
    expect(await t.bip122.request('bitcoin:signMessage', [{ account: PAYMENT, message }])).toEqual([
      { signedMessage: message, signature: new Uint8Array([2, 1, 255]) },
    ])
    expect(t.request).toHaveBeenCalledWith('topic-1', BITCOIN, 'signMessage', {
      account: PAYMENT,
      address: PAYMENT,
      message: 'hello',
      protocol: 'bip322',
    })
    const base64 = setup(() => ({ signature: 'AkgwRQ==' }))
    const [output] = (await base64.bip122.request('bitcoin:signMessage', [{ account: PAYMENT, message }])) as {
      signature: Uint8Array
    }[]
    expect(output?.signature).toEqual(new Uint8Array([2, 72, 48, 69]))
  })

  it('behavior: a PSBT goes as base64 with one signInput per index and broadcast false; the signed PSBT comes back as bytes', async () => {
    const t = setup(() => ({ psbt: encodeBase64(new Uint8Array([4, 5])) }))
    const psbt = new Uint8Array([1, 2, 3])
    const answer = await t.bip122.request('bitcoin:signTransaction', [
      { psbt, inputsToSign: [{ account: { address: PAYMENT }, signingIndexes: [0, 2] }] },
    ])
    expect(answer).toEqual([{ signedPsbt: new Uint8Array([4, 5]) }])
    expect(t.request).toHaveBeenCalledWith('topic-1', BITCOIN, 'signPsbt', {
      account: PAYMENT,
      psbt: encodeBase64(psbt),
      signInputs: [
        { address: PAYMENT, index: 0 },
        { address: PAYMENT, index: 2 },
      ],
      broadcast: false,
    })
  })

  it('error: an address the session did not approve is 4100 and never reaches the wallet; a signature that is neither hex nor base64 is -32603', async () => {
    const t = setup(() => ({ signature: '***' }))
    const message = new TextEncoder().encode('hello')
    await expect(t.bip122.request('bitcoin:signMessage', [{ account: ORDINAL, message }])).rejects.toMatchObject({
      code: 4100,
    })
    expect(t.request).not.toHaveBeenCalled()
    await expect(t.bip122.request('bitcoin:signMessage', [{ account: PAYMENT, message }])).rejects.toMatchObject({
      code: -32603,
    })
  })
})

describe('isWalletConnectConnectorId', () => {
  it('behavior: names the connectors of every namespace of a session, also stored ones with no connector yet', () => {
    expect(isWalletConnectConnectorId('walletConnect')).toBe(true)
    expect(isWalletConnectConnectorId(walletConnectConnectorId('solana'))).toBe(true)
    expect(isWalletConnectConnectorId(walletConnectConnectorId('bip122'))).toBe(true)
    expect(isWalletConnectConnectorId('walletConnectX')).toBe(false)
    expect(isWalletConnectConnectorId('io.metamask')).toBe(false)
  })
})
