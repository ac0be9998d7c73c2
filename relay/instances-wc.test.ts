import { SignClient } from '@walletconnect/sign-client'
import { toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCore, MemoryStorage, uniqueStoragePrefix } from '../dev/wallets/wc-node.js'
import { startWcWallet, type WcWallet } from '../dev/wallets/wc-wallet.js'
import { testDrivers, type TestDatabase } from '../server/testing/databases.js'
import { startRelayProcess, type RelayProcess } from './testing/relay-process.js'
import { startSwitchProxy, type SwitchProxy } from './testing/switch-proxy.js'

/** anvil's second development account. */
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const postgres = testDrivers.find((driver) => driver.name === 'postgres')!

describe('WalletConnect through two relay instances on one PostgreSQL', () => {
  let database: TestDatabase
  /** The address the dapp is given; the wallet has its own, always in front of instance 2. */
  let dappDoor: SwitchProxy
  let walletDoor: SwitchProxy
  const relays: RelayProcess[] = []
  let wallet: WcWallet | undefined

  beforeAll(async () => {
    database = await postgres.create()
    dappDoor = await startSwitchProxy()
    walletDoor = await startSwitchProxy()
    const env = { RELAY_DATABASE_URL: database.databaseUrl!, PUBLIC_URL: `${dappDoor.url},${walletDoor.url}` }
    relays.push(await startRelayProcess(env), await startRelayProcess(env))
    dappDoor.target(relays[0]!.port)
    walletDoor.target(relays[1]!.port)
  }, 60_000)
  afterAll(async () => {
    await wallet?.stop()
    await Promise.all(relays.map((relay) => relay.kill()))
    await dappDoor?.close()
    await walletDoor?.close()
    await database?.destroy()
  })

  it('behavior: a dapp on instance 1 and a wallet on instance 2 pair and exchange a request; instance 1 is killed after pairing and the dapp, reconnected to instance 2, loses nothing', async () => {
    const dappPrefix = uniqueStoragePrefix('dapp')
    const dapp = await SignClient.init({
      projectId: 'test',
      relayUrl: dappDoor.url,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: dappPrefix,
      logger: 'silent',
      metadata: { name: 'Two-instance dapp', description: 'relay test', url: 'http://127.0.0.1', icons: [] },
    })
    try {
      wallet = await startWcWallet({ relayUrl: walletDoor.url, privateKey: WALLET_KEY, chains: [31337] })
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] },
        },
      })
      const [paired, session] = await Promise.all([wallet.pair(uri!), approval()])
      expect(session.topic).toBe(paired.topic)

      const first = toHex('Signed through two relay instances')
      const signature = await dapp.request<Hex>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [first, wallet.address] },
      })
      expect(await verifyMessage({ address: wallet.address, message: { raw: first }, signature })).toBe(true)

      // The balancer sends reconnects to instance 2 from now on; instance 1 dies without a word.
      dappDoor.target(relays[1]!.port)
      await relays[0]!.kill()

      const second = toHex('Asked after instance 1 died')
      const answer = await dapp.request<Hex>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [second, wallet.address] },
      })
      expect(await verifyMessage({ address: wallet.address, message: { raw: second }, signature: answer })).toBe(true)
      expect(wallet.requests.map((request) => request.params)).toEqual([
        [first, wallet.address],
        [second, wallet.address],
      ])
    } finally {
      await closeCore(dapp.core, dappPrefix)
    }
  }, 60_000)
})
