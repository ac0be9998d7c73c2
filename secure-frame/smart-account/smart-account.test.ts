/**
 * The email wallet's smart account, end to end under Node: the real frame (dispatcher, handlers, RPC,
 * approvals' model) on a real server's smart-account API, with Alto in front of anvil. Every operation is
 * sponsored by the server's paymaster; signatures are checked by viem against the node.
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
import { settle } from '../testing/fakes.js'
import {
  CHAIN_ID,
  SITE_ORIGIN,
  type SmartAccountBackend,
  startFrame,
  startSmartAccountBackend,
} from './testing/frame-world.js'

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'
const CHAIN_HEX = toHex(CHAIN_ID)

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
