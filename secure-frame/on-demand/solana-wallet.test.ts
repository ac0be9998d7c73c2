/**
 * The frame's Solana wallet with its code loaded on demand: nothing is loaded at sign-in, the first Solana request
 * loads the chunk once and answers with the derived account, and a failed download is reported with its code and
 * tried again by the next request.
 */
import { describe, expect, it } from 'vitest'
import { RpcErrorCode } from '../../shared/errors.js'
import type { AuthApi, AuthSession } from '../auth-api.js'
import { createKeyring } from '../keyring.js'
import { deriveSolanaSigner } from '../solana/key.js'
import type { SolanaWalletOptions } from '../solana/wallet.js'
import { createOnDemandSolanaWallet, SOLANA_CODE_UNAVAILABLE } from './solana-wallet.js'

const session: AuthSession = {
  user: { id: 'u1', email: 'u1@example.com', address: null },
  keySecret: btoa('a per-user secret of 32 bytes!!!'),
  encryptedKey: null,
}
const context = () => ({ signal: new AbortController().signal, commit() {} })

async function signedInKeyring() {
  const api = { saveWallet: async () => {}, session: async () => null } as unknown as AuthApi
  const keyring = createKeyring({ api })
  await keyring.signIn(session)
  return keyring
}

/** The real chunk, counting its loads and keeping the options the wallet was made with. */
function countingLoader(failures = 0) {
  const state = { loads: 0, failures, options: null as SolanaWalletOptions | null }
  const load = async () => {
    state.loads += 1
    if (state.failures > 0) {
      state.failures -= 1
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    const chunk = await import('./solana.js')
    return {
      ...chunk,
      createSolanaWallet: (options: SolanaWalletOptions) => {
        state.options = options
        return chunk.createSolanaWallet(options)
      },
    }
  }
  return { state, load }
}

function wallet(
  keyring: Awaited<ReturnType<typeof signedInKeyring>>,
  load: () => Promise<typeof import('./solana.js')>,
) {
  return createOnDemandSolanaWallet({
    ownOrigin: 'https://wallet.example',
    projectId: 'p1',
    keyring,
    approver: { approve: async () => {}, cancelAll() {} } as never,
    fetch: () => Promise.reject(new Error('no node in this test')),
    site: () => ({ origin: 'https://site.example' }),
    load,
  })
}

describe('createOnDemandSolanaWallet', () => {
  it('behavior: loads the Solana code on the first request only, and answers with the account derived from the key', async () => {
    const keyring = await signedInKeyring()
    const { state, load } = countingLoader()
    const solana = wallet(keyring, load)
    expect(state.loads).toBe(0)
    const first = await solana.request('solana_getAccounts', undefined, context())
    await solana.request('solana_getAccounts', undefined, context())
    expect(state.loads).toBe(1)
    const expected = await deriveSolanaSigner(keyring.user()!.solanaKeyMaterial)
    expect(first).toEqual({ result: [{ pubkey: expected.address }] })
    // The node of a network is the deployment's, on the frame's own origin.
    expect(state.options?.rpcUrlFor('solana:devnet')).toBe(
      'https://wallet.example/v1/?chainId=solana%3Adevnet&projectId=p1',
    )
  })

  it('error: a failed download answers SOLANA_CODE_UNAVAILABLE, and the next request loads again', async () => {
    const keyring = await signedInKeyring()
    const { state, load } = countingLoader(1)
    const solana = wallet(keyring, load)
    await expect(solana.request('solana_getAccounts', undefined, context())).rejects.toMatchObject({
      code: RpcErrorCode.internal,
      message: expect.stringContaining(`${SOLANA_CODE_UNAVAILABLE}: the frame could not load its Solana code`),
    })
    const answer = (await solana.request('solana_getAccounts', undefined, context())) as { result: unknown[] }
    expect(answer.result).toHaveLength(1)
    expect(state.loads).toBe(2)
  })
})
