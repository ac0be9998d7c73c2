/**
 * The email wallet's smart account in the browser (project e2e-smart, whose operations the server sponsors):
 * after an email login the smart account is the active address; sending ether deploys it with its first user
 * operation; `wallet_sendCalls` lands an ERC-20 approve and a transfer in one transaction; its signatures
 * verify with viem on the node before deployment (ERC-6492) and after (ERC-1271); Account switches to the
 * EOA and back.
 */
import { expect, type Page, test } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type Hash, type Hex, parseEther, toHex } from 'viem'
import { DEMO_ASSETS, DEMO_HOLDERS } from '../dev/world/demo-assets.js'
import { SMART_ACCOUNT_ADDRESSES } from '../dev/world/smart-accounts.js'
import { walletSmartAccountFactoryAbi } from '../shared/smart-account/abi.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { nodeA, openModal, openSite, widgetFrame } from './helpers.js'
import { fundAccount, tokenBalance, USDC } from './wallet-kinds.js'

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'

const state = (page: Page) => page.evaluate(() => window.WalletWidget!.getState())

/** Approves what the secure frame shows; answers the frame's text first. */
async function approve(page: Page): Promise<string> {
  await expect(widgetFrame(page).getByTestId('modal')).toHaveAttribute('data-view', 'ApproveTransaction')
  const button = secureFrame(page).getByRole('button', { name: 'Approve' })
  await expect(button).toBeEnabled({ timeout: 20_000 })
  const text = await secureFrame(page).locator('body').innerText()
  await button.click()
  return text
}

/** Asks the site's provider, without waiting for the answer (the frame asks the user first). */
const request = (page: Page, method: string, params: unknown[]) =>
  page.evaluate(([m, p]) => window.WalletWidget!.getProvider('eip155').request({ method: m, params: p }), [
    method,
    params,
  ] as const)

const personalSign = (page: Page, message: string, address: string) =>
  request(page, 'personal_sign', [toHex(message), address])

test('behavior: the smart account is active after an email login, deploys with a sponsored send, batches calls, signs before and after deployment, and switches to the EOA and back', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openSite(page, 'site-smart-account.html')
  await loginWithEmail(page, uniqueEmail('smart'))
  const first = await state(page)
  expect(first).toMatchObject({ accountType: 'smartAccount', smartAccountDeployed: false })
  await page.evaluate(() => {
    const heard: unknown[] = []
    Object.assign(globalThis, { stateChangedHeard: heard })
    window.WalletWidget!.on('stateChanged', (event) => heard.push(event.state.smartAccountDeployed))
  })
  const smart = first.address as Address
  const eoa = (await page.evaluate(() =>
    window.WalletWidget!.getProvider('eip155').request({ method: 'eth_accounts' }),
  )) as Address[]
  expect(eoa).toEqual([smart])
  // The active address is the factory's CREATE2 address of the login's key, with no code yet.
  expect(await nodeA.getCode({ address: smart })).toBeUndefined()

  // A signature before deployment: viem checks it on the node through ERC-6492.
  const before = personalSign(page, 'before deployment', smart)
  await approve(page)
  const beforeSignature = (await before) as Hex
  expect(await nodeA.verifyMessage({ address: smart, message: 'before deployment', signature: beforeSignature })).toBe(
    true,
  )

  // Sending ether deploys the account with its first operation; the paymaster pays the gas.
  await nodeA.request({ method: 'anvil_setBalance' as never, params: [smart, toHex(parseEther('1'))] as never })
  const sent = request(page, 'eth_sendTransaction', [{ from: smart, to: RECIPIENT, value: toHex(parseEther('0.1')) }])
  const shown = await approve(page)
  expect(shown).toContain('Network fee')
  expect(shown).toContain('Sponsored by')
  const receipt = await nodeA.waitForTransactionReceipt({ hash: (await sent) as Hash })
  expect(receipt.status).toBe('success')
  expect(await nodeA.getBalance({ address: smart })).toBe(parseEther('0.9'))
  expect(await nodeA.getCode({ address: smart })).toBeTruthy()
  // The widget hears of the deployment from the frame: getState follows without a reload, told by stateChanged.
  await expect.poll(async () => (await state(page)).smartAccountDeployed).toBe(true)
  expect(
    await page.evaluate(() => (globalThis as unknown as { stateChangedHeard: unknown[] }).stateChangedHeard),
  ).toEqual([true])

  // An approve and a transfer in one wallet_sendCalls: both shown, both applied, in one transaction.
  await fundAccount(smart, 0n, 30n * USDC)
  const spender = DEMO_HOLDERS[2] as Address
  const payee = DEMO_HOLDERS[3] as Address
  const payeeBefore = await tokenBalance(DEMO_ASSETS.USDC, payee)
  const batch = request(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: toHex(31337),
      from: smart,
      atomicRequired: true,
      calls: [
        {
          to: DEMO_ASSETS.USDC,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n * USDC] }),
        },
        {
          to: DEMO_ASSETS.USDC,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, 7n * USDC] }),
        },
      ],
    },
  ])
  const batchText = await approve(page)
  expect(batchText).toContain('Send 2 calls together')
  expect(batchText).toContain('Call 1 of 2')
  expect(batchText).toContain('Call 2 of 2')
  const { id } = (await batch) as { id: string }
  let status: { status: number; receipts?: { transactionHash: Hash }[] } = { status: 100 }
  await expect
    .poll(
      async () => {
        status = (await request(page, 'wallet_getCallsStatus', [id])) as typeof status
        return status.status
      },
      { timeout: 30_000 },
    )
    .toBe(200)
  expect(status.receipts).toHaveLength(1)
  expect(await tokenBalance(DEMO_ASSETS.USDC, payee)).toBe(payeeBefore + 7n * USDC)
  expect(
    await nodeA.readContract({
      address: DEMO_ASSETS.USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [smart, spender],
    }),
  ).toBe(5n * USDC)
  await expect.poll(async () => (await state(page)).address).toBe(smart)

  // A signature after deployment: plain ERC-1271.
  const after = personalSign(page, 'after deployment', smart)
  await approve(page)
  const afterSignature = (await after) as Hex
  expect(afterSignature).toHaveLength(132)
  expect(await nodeA.verifyMessage({ address: smart, message: 'after deployment', signature: afterSignature })).toBe(
    true,
  )

  // Account: switch to the key's own account and back.
  const frame = await openModal(page, 'Account')
  await frame.getByTestId('account-type-eoa').click()
  await expect.poll(async () => (await state(page)).accountType).toBe('eoa')
  const owner = (await state(page)).address as Address
  expect(owner).not.toBe(smart)
  const factoryAddress = await nodeA.readContract({
    address: SMART_ACCOUNT_ADDRESSES.factory,
    abi: walletSmartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  expect(factoryAddress).toBe(smart)
  await expect(frame.getByTestId('account-address')).toHaveAttribute('data-address', owner)
  await frame.getByTestId('account-type-smartAccount').click()
  await expect.poll(async () => (await state(page)).address).toBe(smart)
  expect(await state(page)).toMatchObject({ accountType: 'smartAccount', smartAccountDeployed: true })
})
