import { W3mFrameConstants, W3mFrameSchema } from '@reown/appkit-wallet'
import {
  type Address,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  isAddressEqual,
  parseEther,
  parseEventLogs,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ASSETS, DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import {
  LOCAL_PAYMASTER_SIGNER_KEY,
  PAYMASTER_DEPOSIT,
  SMART_ACCOUNT_ADDRESSES,
  WALLET_SMART_ACCOUNT,
} from '../../dev/world/smart-accounts.js'
import { SmartAccountNetworksAnswer } from '../../shared/contracts/smart-accounts.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { apiQuery, seedProject, startTestServer, type TestServer } from '../testing/harness.js'
import { DEFAULT_SPONSORSHIP_SECONDS } from './settings.js'
import {
  CHAIN_ID,
  newEmailWalletAccount,
  type SmartAccountChain,
  startSmartAccountChain,
} from './testing/smart-account-world.js'

/** Kept for the smart-account tests: 4960 to 4969. */
const ANVIL_PORT = 4960
const PROJECT = 'sa-test'
/** Enabled on the chain with the smallest gas cap the settings allow: every real operation is over it. */
const CAPPED = 'sa-capped'
/** A project of the server with no smart-account settings. */
const PLAIN = 'sa-plain'
const NETWORK = `eip155:${CHAIN_ID}`
const OTHER_NETWORK = 'eip155:31338'
const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'
const ENTRY_POINT_DEPOSIT_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

let chain: SmartAccountChain
beforeAll(async () => {
  chain = await startSmartAccountChain(ANVIL_PORT)
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const fundWithEther = (address: Address, wei: bigint) =>
  chain.client.request({ method: 'anvil_setBalance' as never, params: [address, `0x${wei.toString(16)}`] as never })

/** Sends demo USDC from anvil's first dev account (a holder) to `to`. */
async function fundWithUsdc(to: Address, amount: bigint): Promise<void> {
  const holder = DEMO_HOLDERS[0] as Address
  const hash = await chain.client.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: holder,
        to: DEMO_ASSETS.USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      },
    ] as never,
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error('the USDC funding reverted')
}

const rpc = (method: string, params: unknown[]) => ({ jsonrpc: '2.0', id: 7, method, params })

describe.each(testDrivers)('smart accounts ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer

  beforeAll(async () => {
    database = await driver.create()
    const network = {
      bundlerUrl: chain.bundler.url,
      entryPoint: SMART_ACCOUNT_ADDRESSES.entryPoint,
      factory: SMART_ACCOUNT_ADDRESSES.factory,
      paymaster: SMART_ACCOUNT_ADDRESSES.paymaster,
    }
    t = await startTestServer({
      database,
      config: {
        indexer: { enabled: false },
        smartAccounts: {
          networks: { [NETWORK]: network, [OTHER_NETWORK]: { ...network, bundlerUrl: 'http://127.0.0.1:9' } },
          paymasterKey: LOCAL_PAYMASTER_SIGNER_KEY,
          projects: {
            [PROJECT]: { networks: [NETWORK], maxGasPerOperation: 3_000_000 },
            [CAPPED]: { networks: [NETWORK], maxGasPerOperation: 100_000 },
          },
          sponsorshipSeconds: DEFAULT_SPONSORSHIP_SECONDS,
        },
      },
    })
    // The sponsorship window is read from the server's clock; the chain keeps real time.
    t.clock.set(new Date())
    for (const id of [PROJECT, CAPPED, PLAIN]) await seedProject(t, id)
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })

  it('behavior: the networks call lists the project’s enabled networks in the shape AppKit’s frame answers', async () => {
    const res = await t.browser().get(`/v1/smart-accounts/networks?${apiQuery(PROJECT)}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const answer = SmartAccountNetworksAnswer.parse(res.body)
    expect(answer.smartAccountEnabledNetworks).toEqual([CHAIN_ID])
    expect(answer.networks).toEqual([
      {
        caipNetworkId: NETWORK,
        chainId: CHAIN_ID,
        entryPoint: SMART_ACCOUNT_ADDRESSES.entryPoint,
        factory: SMART_ACCOUNT_ADDRESSES.factory,
        paymaster: SMART_ACCOUNT_ADDRESSES.paymaster,
        bundlerUrl: `${t.url}/v1/bundler/${CHAIN_ID}?projectId=${PROJECT}`,
        paymasterUrl: `${t.url}/v1/paymaster/${CHAIN_ID}?projectId=${PROJECT}`,
      },
    ])
    const event = { type: W3mFrameConstants.FRAME_GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS, id: '1', payload: answer }
    expect(W3mFrameSchema.frameEvent.safeParse(event).success).toBe(true)

    const plain = await t.browser().get(`/v1/smart-accounts/networks?${apiQuery(PLAIN)}`)
    expect(plain.body).toEqual({ smartAccountEnabledNetworks: [], networks: [] })
    expect((await t.browser().get(`/v1/smart-accounts/networks?${apiQuery('sa-nobody')}`)).status).toBe(403)
  })

  it('behavior: the account’s address is known before deployment, the same the factory’s CREATE2 gives', async () => {
    const { owner, account } = await newEmailWalletAccount(chain, t.url, PROJECT)
    const initCode = encodeDeployData({
      abi: WALLET_SMART_ACCOUNT.abi,
      bytecode: WALLET_SMART_ACCOUNT.bytecode,
      args: [SMART_ACCOUNT_ADDRESSES.entryPoint, owner.address],
    })
    const expected = getContractAddress({
      opcode: 'CREATE2',
      from: SMART_ACCOUNT_ADDRESSES.factory,
      salt: encodeAbiParameters([{ type: 'uint256' }], [0n]),
      bytecode: initCode,
    })
    expect(await account.getAddress()).toBe(expected)
    expect(await chain.client.getCode({ address: expected })).toBeUndefined()
    expect(await account.isDeployed()).toBe(false)
  })

  it('behavior: a first sponsored operation deploys the account and moves ether; the account pays no gas', async () => {
    const { account, bundler } = await newEmailWalletAccount(chain, t.url, PROJECT)
    await fundWithEther(account.address, parseEther('1'))
    const depositBefore = await chain.client.readContract({
      address: SMART_ACCOUNT_ADDRESSES.entryPoint,
      abi: ENTRY_POINT_DEPOSIT_ABI,
      functionName: 'balanceOf',
      args: [SMART_ACCOUNT_ADDRESSES.paymaster],
    })
    expect(depositBefore).toBeGreaterThan(0n)
    expect(depositBefore).toBeLessThanOrEqual(PAYMASTER_DEPOSIT)
    const recipientBefore = await chain.client.getBalance({ address: RECIPIENT })

    const hash = await bundler.sendUserOperation({ calls: [{ to: RECIPIENT, value: parseEther('0.25') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 30_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(SMART_ACCOUNT_ADDRESSES.paymaster)
    expect(await account.isDeployed()).toBe(true)
    expect(await chain.client.getBalance({ address: account.address })).toBe(parseEther('0.75'))
    expect(await chain.client.getBalance({ address: RECIPIENT })).toBe(recipientBefore + parseEther('0.25'))
    const depositAfter = await chain.client.readContract({
      address: SMART_ACCOUNT_ADDRESSES.entryPoint,
      abi: ENTRY_POINT_DEPOSIT_ABI,
      functionName: 'balanceOf',
      args: [SMART_ACCOUNT_ADDRESSES.paymaster],
    })
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)
  }, 60_000)

  it('behavior: an ERC-20 approve and a transfer in one batch land in one transaction', async () => {
    const { account, bundler } = await newEmailWalletAccount(chain, t.url, PROJECT)
    await fundWithUsdc(account.address, 50_000_000n)
    const spender = DEMO_HOLDERS[2] as Address
    const payee = DEMO_HOLDERS[3] as Address
    const payeeBefore = await chain.client.readContract({
      address: DEMO_ASSETS.USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payee],
    })

    const hash = await bundler.sendUserOperation({
      calls: [
        {
          to: DEMO_ASSETS.USDC,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 7_000_000n] }),
        },
        {
          to: DEMO_ASSETS.USDC,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, 12_000_000n] }),
        },
      ],
    })
    const { success, receipt, logs } = await bundler.waitForUserOperationReceipt({
      hash,
      pollingInterval: 50,
      timeout: 30_000,
    })

    expect(success).toBe(true)
    const events = parseEventLogs({ abi: erc20Abi, logs }).filter((e) => isAddressEqual(e.address, DEMO_ASSETS.USDC))
    expect(events.map((e) => e.eventName)).toEqual(['Approval', 'Transfer'])
    expect(new Set(events.map((e) => e.transactionHash))).toEqual(new Set([receipt.transactionHash]))
    const read = (functionName: 'allowance' | 'balanceOf', args: readonly [Address] | readonly [Address, Address]) =>
      chain.client.readContract({ address: DEMO_ASSETS.USDC, abi: erc20Abi, functionName, args } as never)
    expect(await read('allowance', [account.address, spender])).toBe(7_000_000n)
    expect(await read('balanceOf', [account.address])).toBe(38_000_000n)
    expect(await read('balanceOf', [payee])).toBe((payeeBefore as bigint) + 12_000_000n)
  }, 60_000)

  it('behavior: viem verifies the account’s signatures on the node before deployment (ERC-6492) and after (ERC-1271)', async () => {
    const { account, bundler } = await newEmailWalletAccount(chain, t.url, PROJECT)
    const typedData = {
      domain: { name: 'Shop', version: '1', chainId: CHAIN_ID },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'tea' },
    } as const
    const before = await account.signMessage({ message: 'hello before' })
    expect(before.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(
      await chain.client.verifyMessage({ address: account.address, message: 'hello before', signature: before }),
    ).toBe(true)
    expect(
      await chain.client.verifyMessage({ address: account.address, message: 'hello after', signature: before }),
    ).toBe(false)
    const typedBefore = await account.signTypedData(typedData)
    expect(await chain.client.verifyTypedData({ address: account.address, ...typedData, signature: typedBefore })).toBe(
      true,
    )

    const hash = await bundler.sendUserOperation({ calls: [{ to: RECIPIENT, value: 0n }] })
    await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 30_000 })

    const after = await account.signMessage({ message: 'hello after' })
    expect(after).toHaveLength(132)
    expect(
      await chain.client.verifyMessage({ address: account.address, message: 'hello after', signature: after }),
    ).toBe(true)
    expect(
      await chain.client.verifyMessage({ address: account.address, message: 'hello before', signature: after }),
    ).toBe(false)
    const typedAfter = await account.signTypedData(typedData)
    expect(await chain.client.verifyTypedData({ address: account.address, ...typedData, signature: typedAfter })).toBe(
      true,
    )
  }, 60_000)

  it('error: a sponsorship signed for one operation does not pay for another (changed calls)', async () => {
    const { account, bundler } = await newEmailWalletAccount(chain, t.url, PROJECT)
    await fundWithEther(account.address, parseEther('1'))
    const prepared = await bundler.prepareUserOperation({ calls: [{ to: RECIPIENT, value: 1n }] })
    const changed = { ...prepared, callData: await account.encodeCalls([{ to: RECIPIENT, value: parseEther('0.5') }]) }
    const signature = await account.signUserOperation(changed)

    await expect(bundler.sendUserOperation({ ...changed, signature })).rejects.toThrow(/AA34/)
    expect(await account.isDeployed()).toBe(false)
    expect(await chain.client.getBalance({ address: account.address })).toBe(parseEther('1'))
  }, 30_000)

  it('error: the paymaster refuses a network the project has not enabled, and a project without smart accounts', async () => {
    const { account } = await newEmailWalletAccount(chain, t.url, PROJECT)
    const params = [
      { sender: account.address, nonce: '0x0', callData: '0x' },
      SMART_ACCOUNT_ADDRESSES.entryPoint,
      '0x7a6a',
      {},
    ]
    const other = await t
      .browser()
      .post(`/v1/paymaster/31338?projectId=${PROJECT}`, rpc('pm_getPaymasterStubData', params))
    expect(other.body.error).toMatchObject({ code: -32001, data: { reason: 'PAYMASTER_NETWORK_NOT_ENABLED' } })
    expect(other.body.error.message).toContain('eip155:31338')
    const plain = await t
      .browser()
      .post(`/v1/paymaster/${CHAIN_ID}?projectId=${PLAIN}`, rpc('pm_getPaymasterStubData', params))
    expect(plain.body.error).toMatchObject({ data: { reason: 'PAYMASTER_NETWORK_NOT_ENABLED' } })
    expect(plain.body).not.toHaveProperty('result')
  })

  it('error: the paymaster refuses an operation above the project’s gas cap, and nothing lands', async () => {
    const { account, bundler } = await newEmailWalletAccount(chain, t.url, CAPPED)
    await expect(bundler.sendUserOperation({ calls: [{ to: RECIPIENT, value: 0n }] })).rejects.toThrow(
      /PAYMASTER_POLICY_GAS_CAP/,
    )
    expect(await account.isDeployed()).toBe(false)
  }, 30_000)

  it('error: the bundler route refuses other methods, alone or in a batch, without forwarding them', async () => {
    const url = `/v1/bundler/${CHAIN_ID}?projectId=${PROJECT}`
    const refused = await t.browser().post(url, rpc('eth_sendTransaction', [{}]))
    expect(refused.body.error).toMatchObject({ code: -32601, data: { reason: 'BUNDLER_METHOD_NOT_ALLOWED' } })
    const debug = await t.browser().post(url, [rpc('eth_chainId', []), rpc('debug_bundler_clearState', [])])
    expect(debug.body.error).toMatchObject({ code: -32601, data: { reason: 'BUNDLER_METHOD_NOT_ALLOWED' } })
    expect(debug.body.error.message).toContain('debug_bundler_clearState')

    const served = await t.browser().post(url, rpc('eth_supportedEntryPoints', []))
    expect(served.body.result).toEqual([SMART_ACCOUNT_ADDRESSES.entryPoint])
    const notEnabled = await t.browser().post(`/v1/bundler/31338?projectId=${PROJECT}`, rpc('eth_chainId', []))
    expect(notEnabled.body.error).toMatchObject({ data: { reason: 'BUNDLER_NETWORK_NOT_ENABLED' } })
    expect((await t.browser().post(`/v1/bundler/${CHAIN_ID}?projectId=sa-nobody`, rpc('eth_chainId', []))).status).toBe(
      403,
    )
  })
})
