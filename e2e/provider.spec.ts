import { expect, test } from '@playwright/test'
import { verifyMessage, verifyTypedData } from 'viem'
import { connectTestWallet, openSite, widgetFrame } from './helpers.js'
import { ACCOUNT_0 } from '../dev/world/test-world.js'

type RpcOutcome = { ok: true; result: unknown } | { ok: false; code: number; message: string }

async function request(page: import('@playwright/test').Page, method: string, params?: unknown[]): Promise<RpcOutcome> {
  return page.evaluate(
    ({ method, params }) =>
      window
        .WalletWidget!.getProvider('eip155')
        .request({ method, params })
        .then(
          (result) => ({ ok: true as const, result }),
          (error: { code: number; message: string }) => ({
            ok: false as const,
            code: error.code,
            message: error.message,
          }),
        ),
    { method, params },
  )
}

test('behavior: with no wallet connected the provider answers as EIP-1193 says', async ({ page }) => {
  await openSite(page)
  expect(await request(page, 'eth_accounts')).toEqual({ ok: true, result: [] })
  expect(await request(page, 'personal_sign', ['0x68656c6c6f', ACCOUNT_0.address])).toMatchObject({
    ok: false,
    code: 4100,
  })
  expect(
    await request(page, 'eth_sendTransaction', [{ from: ACCOUNT_0.address, to: ACCOUNT_0.address }]),
  ).toMatchObject({ ok: false, code: 4100 })
  expect(await request(page, 'eth_chainId')).toMatchObject({ ok: false, code: 4900 })
  expect(await request(page, 'eth_blockNumber')).toMatchObject({ ok: false, code: 4900 })
  expect(await page.evaluate(() => (window as any).__testWallet.requests.length), 'nothing reached the wallet').toBe(0)
})

test('behavior: eth_requestAccounts opens the modal; closing it rejects with 4001, connecting resolves the account', async ({
  page,
}) => {
  await openSite(page)
  const frame = widgetFrame(page)
  const rejected = page.evaluate(() =>
    window
      .WalletWidget!.getProvider('eip155')
      .request({ method: 'eth_requestAccounts' })
      .catch((error: { code: number }) => error.code),
  )
  await expect(frame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await frame.getByRole('button', { name: 'Close' }).click()
  expect(await rejected).toBe(4001)

  const accepted = page.evaluate(() =>
    window.WalletWidget!.getProvider('eip155').request({ method: 'eth_requestAccounts' }),
  )
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  expect(await accepted).toEqual([ACCOUNT_0.address])
  expect(await request(page, 'eth_chainId')).toEqual({ ok: true, result: '0x7a69' })
})

test('behavior: signatures from the site verify for the shown address; chain changes reach the site; a reload restores the session', async ({
  page,
}) => {
  await openSite(page)
  await connectTestWallet(page)
  const message = 'Sign in to the example site'
  const hexMessage = `0x${Buffer.from(message).toString('hex')}`
  const signed = await request(page, 'personal_sign', [hexMessage, ACCOUNT_0.address])
  expect(signed.ok).toBe(true)
  expect(
    await verifyMessage({
      address: ACCOUNT_0.address,
      message,
      signature: (signed as { result: `0x${string}` }).result,
    }),
  ).toBe(true)

  const typedData = {
    domain: { name: 'Example', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail' as const,
    message: { contents: 'Hello' },
  }
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
  const typed = await request(page, 'eth_signTypedData_v4', [ACCOUNT_0.address, json])
  expect(typed.ok).toBe(true)
  expect(
    await verifyTypedData({
      address: ACCOUNT_0.address,
      ...typedData,
      signature: (typed as { result: `0x${string}` }).result,
    }),
  ).toBe(true)

  await page.evaluate(() => {
    ;(window as any).chainEvents = []
    window
      .WalletWidget!.getProvider('eip155')
      .on('chainChanged', (chainId: string) => (window as any).chainEvents.push(chainId))
  })
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ ok: true, result: null })
  await expect.poll(() => page.evaluate(() => (window as any).chainEvents)).toEqual(['0x7a6a'])
  expect(await page.evaluate(() => window.WalletWidget!.getState().caipNetworkId)).toBe('eip155:31338')

  await page.reload()
  await page.waitForFunction(() => window.WalletWidget?.getState().status === 'connected')
  const requests = await page.evaluate(() =>
    (window as any).__testWallet.requests.map((r: { method: string }) => r.method),
  )
  expect(requests).not.toContain('eth_requestAccounts')
  expect(await page.evaluate(() => window.WalletWidget!.getState().open)).toBe(false)
})

test('behavior: ethers BrowserProvider works on getProvider()', async ({ page }) => {
  await openSite(page)
  await connectTestWallet(page)
  const result = await page.evaluate(async () => {
    const provider = new window.siteEthers.BrowserProvider(window.WalletWidget!.getProvider('eip155'))
    const signer = await provider.getSigner()
    const network = await provider.getNetwork()
    return {
      address: await signer.getAddress(),
      chainId: network.chainId.toString(),
      signature: await signer.signMessage('ethers says hi'),
    }
  })
  expect(result.address).toBe(ACCOUNT_0.address)
  expect(result.chainId).toBe('31337')
  expect(
    await verifyMessage({
      address: ACCOUNT_0.address,
      message: 'ethers says hi',
      signature: result.signature as `0x${string}`,
    }),
  ).toBe(true)
})
