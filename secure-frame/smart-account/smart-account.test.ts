/**
 * The email wallet's smart account, end to end under Node: the real frame (dispatcher, handlers, RPC,
 * approvals' model) on a real server's smart-account API, with Alto in front of anvil. Every operation is
 * sponsored by the server's paymaster; signatures are checked by viem against the node. Then the active account
 * as things change: the deployment told to the widget, the EOA on a network without smart accounts, the EOA's
 * batches sent one by one, capabilities only for the user's addresses, a sponsorship that ran out fetched again.
 */
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ASSETS, DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import { SMART_ACCOUNT_ADDRESSES } from '../../dev/world/smart-accounts.js'
import { shortenAddress } from '../../shared/format.js'
import { walletSmartAccountFactoryAbi } from '../../shared/smart-account/abi.js'
import { describeApproval } from '../approval-details.js'
import { DEFAULT_SPONSORSHIP_SECONDS } from '../../server/smart-accounts/settings.js'
import { settle, until } from '../testing/fakes.js'
import {
  CHAIN_ID,
  SITE_ORIGIN,
  type SmartAccountBackend,
  startFrame,
  startSmartAccountBackend,
} from './testing/frame-world.js'
import { sponsorshipValidUntil } from './user-operations.js'

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'
const CHAIN_HEX = toHex(CHAIN_ID)
const OTHER: Address = '0x000000000000000000000000000000000000bEEF'
/** A network the project does not enable smart accounts on. */
const MAINNET = 1

let backend: SmartAccountBackend
beforeAll(async () => {
  backend = await startSmartAccountBackend()
}, 120_000)
afterAll(async () => {
  await backend?.stop()
})

const client = () => backend.chain.client
const counterfactual = (owner: Address) =>
  client().readContract({
    address: SMART_ACCOUNT_ADDRESSES.factory,
    abi: walletSmartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })

async function fundWithUsdc(to: Address, amount: bigint): Promise<void> {
  const hash = (await client().request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: DEMO_HOLDERS[0],
        to: DEMO_ASSETS.USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      },
    ] as never,
  })) as Hex
  await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

const usdc = (functionName: 'balanceOf' | 'allowance', args: readonly Address[]) =>
  client().readContract({ address: DEMO_ASSETS.USDC, abi: erc20Abi, functionName, args } as never) as Promise<bigint>

describe('the smart account of the email wallet', () => {
  it('behavior: after login the smart account is active at its counterfactual address, not yet deployed', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    expect((await frame.call('getUser')).payload).toMatchObject({
      address: smart,
      chainId: CHAIN_ID,
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: frame.eoa, type: 'eoa' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect((await frame.call('getSmartAccountEnabledNetworks')).payload).toEqual({
      smartAccountEnabledNetworks: [CHAIN_ID],
    })
    expect((await frame.call('initSmartAccount')).payload).toEqual({ address: smart, isDeployed: false })
    expect(await frame.rpc('eth_accounts')).toEqual([smart])
    expect(await client().getCode({ address: smart })).toBeUndefined()
    expect(frame.warnings).toEqual([])
  }, 60_000)

  it('behavior: signatures verify on the node before deployment (ERC-6492), and sending ether deploys the account, sponsored', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    const message = 'Sign in to the shop'
    const before = await frame.approved('personal_sign', [toHex(message), smart])
    expect(before.request?.account).toBe(smart)
    expect((before.result as Hex).endsWith('6492'.repeat(16))).toBe(true)
    expect(await client().verifyMessage({ address: smart, message, signature: before.result as Hex })).toBe(true)

    await client().request({ method: 'anvil_setBalance' as never, params: [smart, toHex(parseEther('1'))] as never })
    const recipientBefore = await client().getBalance({ address: RECIPIENT })
    const sent = await frame.approved('eth_sendTransaction', [
      { from: smart, to: RECIPIENT, value: toHex(parseEther('0.25')) },
    ])
    expect(sent.answer.error).toBeUndefined()
    expect(sent.request?.subject).toMatchObject({
      kind: 'userOperation',
      calls: [{ to: RECIPIENT, value: parseEther('0.25') }],
      payer: { paymaster: SMART_ACCOUNT_ADDRESSES.paymaster },
    })
    const model = describeApproval(sent.request!)
    expect(model.rows).toContainEqual(
      expect.objectContaining({ label: 'Network fee', value: `Sponsored by ${SITE_ORIGIN}` }),
    )
    expect(model.summary).toBe(`Send 0.25 ETH to ${shortenAddress(RECIPIENT)}`)
    const receipt = await client().getTransactionReceipt({ hash: sent.result as Hex })
    expect(receipt.status).toBe('success')
    // The account paid no gas: only the 0.25 ether left it.
    expect(await client().getBalance({ address: smart })).toBe(parseEther('0.75'))
    expect(await client().getBalance({ address: RECIPIENT })).toBe(recipientBefore + parseEther('0.25'))
    expect((await frame.call('getUser')).payload).toMatchObject({ address: smart, smartAccountDeployed: true })

    const after = await frame.approved('personal_sign', [toHex('after'), smart])
    expect(after.result).toHaveLength(132)
    expect(await client().verifyMessage({ address: smart, message: 'after', signature: after.result as Hex })).toBe(
      true,
    )
    expect(await client().verifyMessage({ address: smart, message: message, signature: after.result as Hex })).toBe(
      false,
    )
    const typedData = {
      domain: { name: 'Shop', version: '1', chainId: CHAIN_ID },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'tea' },
    } as const
    const json = JSON.stringify({
      ...typedData,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...typedData.types,
      },
    })
    const typed = await frame.approved('eth_signTypedData_v4', [smart, json])
    expect(await client().verifyTypedData({ address: smart, ...typedData, signature: typed.result as Hex })).toBe(true)
  }, 120_000)

  it('behavior: wallet_sendCalls sends an approve and a transfer as one operation, shown call by call; its status names one transaction', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    await fundWithUsdc(smart, 50_000_000n)
    const spender = DEMO_HOLDERS[2] as Address
    const payee = DEMO_HOLDERS[3] as Address
    const payeeBefore = await usdc('balanceOf', [payee])
    const calls = [
      {
        to: DEMO_ASSETS.USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 7_000_000n] }),
      },
      {
        to: DEMO_ASSETS.USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, 12_000_000n] }),
      },
    ]
    const capabilities = await frame.rpc('wallet_getCapabilities', [smart, [CHAIN_HEX]])
    expect(capabilities).toEqual({
      [CHAIN_HEX]: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })

    const sent = await frame.approved('wallet_sendCalls', [
      { version: '2.0.0', chainId: CHAIN_HEX, from: smart, atomicRequired: true, calls },
    ])
    expect(sent.answer.error).toBeUndefined()
    const model = describeApproval(sent.request!)
    expect(model.title).toBe('Send 2 calls together')
    expect(model.rows.filter((row) => row.label.startsWith('Call '))).toEqual([
      { label: 'Call 1 of 2', value: `Allow ${shortenAddress(spender)} to spend 7 USDC` },
      { label: 'Call 2 of 2', value: `Send 12 USDC to ${shortenAddress(payee)}` },
    ])
    const { id } = sent.result as unknown as { id: string }

    // Polled as a site would, until the operation is no longer pending.
    let status: { status: number } & Record<string, unknown> = { status: 100 }
    const deadline = Date.now() + 30_000
    while (status.status === 100 && Date.now() < deadline) {
      status = (await frame.rpc('wallet_getCallsStatus', [id])) as typeof status
      if (status.status === 100) await settle(50)
    }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: CHAIN_HEX, status: 200, atomic: true })
    const receipts = status.receipts as { transactionHash: Hex; status: Hex }[]
    expect(receipts).toHaveLength(1)
    expect(receipts[0]?.status).toBe('0x1')
    const receipt = await client().getTransactionReceipt({ hash: receipts[0]!.transactionHash })
    const events = parseEventLogs({ abi: erc20Abi, logs: receipt.logs }).filter((event) =>
      isAddressEqual(event.address, DEMO_ASSETS.USDC),
    )
    expect(events.map((event) => event.eventName)).toEqual(['Approval', 'Transfer'])
    expect(await usdc('allowance', [smart, spender])).toBe(7_000_000n)
    expect(await usdc('balanceOf', [smart])).toBe(38_000_000n)
    expect(await usdc('balanceOf', [payee])).toBe(payeeBefore + 12_000_000n)
  }, 120_000)

  it('behavior: switching to the EOA makes it the active account everywhere, and back', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    expect((await frame.call('setPreferredAccount', { type: 'eoa' })).payload).toEqual({
      type: 'eoa',
      address: frame.eoa,
    })
    expect((await frame.call('getUser')).payload).toMatchObject({ address: frame.eoa, preferredAccountType: 'eoa' })
    expect(await frame.rpc('eth_accounts')).toEqual([frame.eoa])
    expect(await frame.rpc('wallet_getCapabilities', [frame.eoa, [CHAIN_HEX]])).toEqual({
      [CHAIN_HEX]: { atomic: { status: 'unsupported' } },
    })
    await expect(
      frame.rpc('wallet_sendCalls', [
        { version: '2.0.0', chainId: CHAIN_HEX, atomicRequired: true, calls: [{ to: RECIPIENT }] },
      ]),
    ).rejects.toMatchObject({ code: 5760 })
    const signed = await frame.approved('personal_sign', [toHex('eoa'), frame.eoa])
    expect(await client().verifyMessage({ address: frame.eoa, message: 'eoa', signature: signed.result as Hex })).toBe(
      true,
    )

    expect((await frame.call('setPreferredAccount', { type: 'smartAccount' })).payload).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect(await frame.rpc('eth_accounts')).toEqual([smart])
  }, 60_000)

  it('error: bad batches are refused with EIP-5792 codes before the user is asked; a rejection sends nothing', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    const batch = (extra: Record<string, unknown>) => [
      { version: '2.0.0', chainId: CHAIN_HEX, atomicRequired: true, calls: [{ to: RECIPIENT }], ...extra },
    ]
    await expect(frame.rpc('wallet_sendCalls', batch({ chainId: '0x1' }))).rejects.toMatchObject({ code: 5710 })
    await expect(frame.rpc('wallet_sendCalls', batch({ capabilities: { permissions: {} } }))).rejects.toMatchObject({
      code: 5700,
    })
    await expect(frame.rpc('wallet_sendCalls', batch({ from: frame.eoa }))).rejects.toMatchObject({ code: 4100 })
    await expect(frame.rpc('wallet_getCallsStatus', ['0x1234'])).rejects.toMatchObject({ code: 5730 })
    expect(frame.view.shown).toHaveLength(0)

    const rejected = await frame.approved('wallet_sendCalls', batch({}), false)
    expect(rejected.answer.error).toMatchObject({ code: 4001 })
    expect(await client().getCode({ address: smart })).toBeUndefined()
  }, 60_000)
})

const fund = (address: Address, ether: string) =>
  client().request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther(ether))] as never })

type Frame = Awaited<ReturnType<typeof startFrame>>
const userEvents = (frame: Frame) =>
  frame.posted
    .filter((message) => message.type === 'userChanged')
    .map((message) => message.user as Record<string, unknown>)
const switchTo = (frame: Frame, chainId: number) =>
  frame.call('switchNetwork', { chainId, rpcUrl: `${backend.server.url}/v1/?chainId=eip155:${chainId}&projectId=x` })

describe('the email wallet’s active account as things change', () => {
  it('behavior: the widget is told once the operation that deploys the smart account landed (a batch, answered before it lands)', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    await fund(smart, '1')
    const batch = await frame.approved('wallet_sendCalls', [
      { version: '2.0.0', chainId: CHAIN_HEX, atomicRequired: true, calls: [{ to: RECIPIENT, value: toHex(1000n) }] },
    ])
    expect(batch.answer.error).toBeUndefined()
    await until(() => userEvents(frame).length > 0, 30_000)
    expect(userEvents(frame)).toEqual([
      expect.objectContaining({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: true }),
    ])
    expect(await client().getCode({ address: smart })).toBeTruthy()

    // Later operations deploy nothing and tell nothing.
    await frame.approved('eth_sendTransaction', [{ from: smart, to: RECIPIENT, value: toHex(1n) }])
    expect(userEvents(frame)).toHaveLength(1)
  }, 90_000)

  it('behavior: on a network without smart accounts the EOA is active and the switch to the smart account refused; back on a network with them the smart account is active again', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    expect(await frame.rpc('eth_accounts')).toEqual([smart])

    expect((await switchTo(frame, MAINNET)).payload).toEqual({ chainId: MAINNET })
    await until(() => userEvents(frame).length === 1, 10_000)
    expect(userEvents(frame)[0]).toEqual({
      email: 'ada@example.com',
      address: frame.eoa,
      chainId: MAINNET,
      accounts: [{ address: frame.eoa, type: 'eoa' }],
      userName: null,
      socialProvider: null,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      smartAccountEnabledNetworks: [CHAIN_ID],
    })
    expect(await frame.rpc('eth_accounts')).toEqual([frame.eoa])
    expect((await frame.call('getUser')).payload).toMatchObject({ address: frame.eoa, preferredAccountType: 'eoa' })
    expect((await frame.call('setPreferredAccount', { type: 'smartAccount' })).error).toMatchObject({
      code: 4200,
      message: expect.stringContaining('SMART_ACCOUNT_NOT_ENABLED'),
    })

    await switchTo(frame, CHAIN_ID)
    await until(() => userEvents(frame).length === 2, 10_000)
    expect(userEvents(frame)[1]).toMatchObject({
      address: smart,
      chainId: CHAIN_ID,
      preferredAccountType: 'smartAccount',
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: frame.eoa, type: 'eoa' },
      ],
    })
    expect(await frame.rpc('eth_accounts')).toEqual([smart])
    // The same chain again is no change.
    await switchTo(frame, CHAIN_ID)
    expect(userEvents(frame)).toHaveLength(2)
  }, 60_000)

  it('behavior: with the EOA active a batch that need not be atomic goes as one transaction per call, after one approval; its status lists every receipt', async () => {
    const frame = await startFrame(backend)
    await frame.call('setPreferredAccount', { type: 'eoa' })
    await fund(frame.eoa, '2')
    const [recipientBefore, otherBefore] = await Promise.all([
      client().getBalance({ address: RECIPIENT }),
      client().getBalance({ address: OTHER }),
    ])
    const approveData = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OTHER, 5n] })
    const sent = await frame.approved('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: CHAIN_HEX,
        from: frame.eoa,
        atomicRequired: false,
        calls: [
          { to: RECIPIENT, value: toHex(parseEther('0.1')) },
          { to: DEMO_ASSETS.USDC, data: approveData },
          { to: OTHER, value: toHex(parseEther('0.2')) },
        ],
      },
    ])
    expect(frame.view.shown).toHaveLength(1)
    expect(sent.request?.account).toBe(frame.eoa)
    expect(sent.request?.subject).toMatchObject({ kind: 'userOperation', sequential: true, payer: { paymaster: null } })
    const model = describeApproval(sent.request!)
    expect(model.title).toBe('Send 3 transactions')
    expect(model.summary).toBe('3 transactions, sent one after another; each takes effect on its own')
    expect(model.rows).toContainEqual(expect.objectContaining({ label: 'Account' }))
    expect(model.rows).toContainEqual(
      expect.objectContaining({ label: 'Network fee', value: expect.stringMatching(/^Paid by your account: up to /) }),
    )
    const { id } = (sent.answer.payload as { result: { id: string } }).result

    const status = await settledStatus(frame, id)
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: CHAIN_HEX })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x1', '0x1', '0x1'])
    expect(new Set(status.receipts?.map((receipt) => receipt.transactionHash)).size).toBe(3)
    expect(await client().getBalance({ address: RECIPIENT })).toBe(recipientBefore + parseEther('0.1'))
    expect(await client().getBalance({ address: OTHER })).toBe(otherBefore + parseEther('0.2'))
    expect(
      await client().readContract({
        address: DEMO_ASSETS.USDC,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [frame.eoa, OTHER],
      }),
    ).toBe(5n)

    await expect(
      frame.rpc('wallet_sendCalls', [
        { version: '2.0.0', chainId: CHAIN_HEX, atomicRequired: true, calls: [{ to: RECIPIENT }] },
      ]),
    ).rejects.toMatchObject({ code: 5760 })
    expect(frame.view.shown).toHaveLength(1)
  }, 90_000)

  it('error: capabilities are answered for the user’s own addresses only (4100 for any other)', async () => {
    const frame = await startFrame(backend)
    const smart = await counterfactual(frame.eoa)
    expect(await frame.rpc('wallet_getCapabilities', [smart, [CHAIN_HEX]])).toEqual({
      [CHAIN_HEX]: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    expect(await frame.rpc('wallet_getCapabilities', [frame.eoa.toLowerCase(), [CHAIN_HEX]])).toEqual({
      [CHAIN_HEX]: { atomic: { status: 'unsupported' } },
    })
    await expect(frame.rpc('wallet_getCapabilities', [OTHER, [CHAIN_HEX]])).rejects.toMatchObject({
      code: 4100,
      message: `The address ${OTHER} is not an account of this wallet`,
    })
    await expect(frame.rpc('wallet_getCapabilities', ['0x1234'])).rejects.toMatchObject({ code: -32602 })
  }, 60_000)

  it('behavior: a sponsorship that ran out while the user decided is fetched again before sending; a fresh one is sent as shown', async () => {
    let now = Date.now()
    const sentOperations: { paymasterData: Hex }[] = []
    const sponsorships: string[] = []
    const frame = await startFrame(backend, {
      now: () => now,
      onRpc: (_url, body) => {
        if (body.method === 'eth_sendUserOperation') sentOperations.push(body.params?.[0] as { paymasterData: Hex })
        if (body.method === 'pm_getPaymasterData') sponsorships.push(body.method)
      },
    })
    const smart = await counterfactual(frame.eoa)
    await fund(smart, '1')

    // Approved at once: the sponsorship shown is the one sent.
    await frame.approved('eth_sendTransaction', [{ from: smart, to: RECIPIENT, value: toHex(1n) }])
    expect(sponsorships).toHaveLength(1)
    expect(sentOperations).toHaveLength(1)

    // Approved after the sponsorship's end: both clocks have moved past it, so a new one is asked for and sent.
    const shownBefore = frame.view.shown.length
    const id = frame.send('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to: RECIPIENT, value: toHex(2n) }],
    })
    await until(() => frame.view.shown.length > shownBefore, 30_000)
    expect(sponsorships).toHaveLength(2)
    now += (DEFAULT_SPONSORSHIP_SECONDS + 60) * 1000
    backend.server.clock.set(new Date(now))
    frame.view.shown[shownBefore]!.decide(true)
    const answer = await frame.reply(id, 60_000)
    backend.server.clock.set(new Date())
    expect(answer.error).toBeUndefined()
    expect(sponsorships).toHaveLength(3)
    const sentUntil = sponsorshipValidUntil({ paymaster: SMART_ACCOUNT_ADDRESSES.paymaster, ...sentOperations[1]! })
    // Only a sponsorship asked for after the clocks moved lasts beyond the frame's now.
    expect(sentUntil).toBeGreaterThan(now)
    const receipt = await client().getTransactionReceipt({ hash: (answer.payload as { result: Hex }).result })
    expect(receipt.status).toBe('success')
  }, 90_000)
})

type CallsStatus = { status: number; atomic: boolean; receipts?: { transactionHash: Hex; status: Hex }[] }

/** Asks for the batch's status until it is no longer pending (30 s at most). */
async function settledStatus(frame: Frame, id: string): Promise<CallsStatus> {
  const started = Date.now()
  for (;;) {
    const status = (await frame.rpc('wallet_getCallsStatus', [id])) as CallsStatus
    if (status.status !== 100 || Date.now() - started > 30_000) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
