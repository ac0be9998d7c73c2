/**
 * A development Polkadot extension for the demo page and the browser tests, injected the way extensions are
 * (`window.injectedWeb3['wallet-widget-dev']`, the convention @polkadot/extension-dapp reads): `enable(origin)`
 * answers its accounts (sr25519 keys of the well-known development seed, `//Alice` and `//Bob`) and a signer whose
 * `signRaw` signs bytes wrapped in `<Bytes>…</Bytes>`, as extensions do so a message can never be a transaction.
 * Prompts wait for `approveNext()` / `rejectNext()` unless `autoApprove` is on.
 */
import type { Injected, InjectedAccount, InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { createApprovalPrompts } from '../approval-prompts.js'

export const POLKADOT_TEST_EXTENSION = 'wallet-widget-dev'
/** The development key derivations (the public development seed). */
export const POLKADOT_DEV_URIS = ['//Alice', '//Bob'] as const
/** The generic Substrate address format. */
const SS58_FORMAT = 42

export interface PolkadotTestExtensionConfig {
  autoApprove?: boolean
  /** Where to inject; the page's window by default. */
  target?: { injectedWeb3?: Record<string, InjectedWindowProvider> }
}

export interface PolkadotTestExtension {
  /** The accounts it offers, in order. */
  accounts(): Promise<InjectedAccount[]>
  /** Origins that enabled it, and the raw payloads it was asked to sign, in order. */
  requests: { method: 'enable' | 'signRaw'; input: unknown }[]
  approveNext(): boolean
  rejectNext(): boolean
  pendingCount(): number
}

const rejected = (): Error => Object.assign(Error('Cancelled'), { code: 4001 })

/** The keys of the development seed, sr25519, in the generic address format. */
export async function polkadotDevPairs(): Promise<KeyringPair[]> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: SS58_FORMAT })
  return POLKADOT_DEV_URIS.map((uri, i) => keyring.addFromUri(uri, { name: `Dev ${i === 0 ? 'Alice' : 'Bob'}` }))
}

/** Injects the extension at once (a page may look for extensions as soon as it loads); its keys come after. */
export function injectPolkadotTestExtension(config: PolkadotTestExtensionConfig = {}): PolkadotTestExtension {
  const ready = polkadotDevPairs()
  const accounts = async (): Promise<InjectedAccount[]> =>
    (await ready).map((pair) => ({ address: pair.address, name: String(pair.meta.name), type: 'sr25519' }))
  const prompts = createApprovalPrompts<PolkadotTestExtension['requests'][number]>(() => config.autoApprove, rejected)
  let nextId = 1

  const approve = (method: 'enable' | 'signRaw', input: unknown): Promise<void> => prompts.ask({ method, input })

  const injected: Injected = {
    accounts: {
      get: accounts,
      subscribe: (callback) => {
        void accounts().then(callback)
        return () => undefined
      },
    },
    signer: {
      signRaw: async ({ address, data }) => {
        const pair = (await ready).find((candidate) => candidate.address === address)
        if (!pair) throw Object.assign(Error(`Unable to find a key for ${address}`), { code: 4100 })
        if (!isHex(data)) throw Object.assign(Error('The data to sign must be hex'), { code: -32602 })
        await approve('signRaw', { address, data })
        return { id: nextId++, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data)))) }
      },
    },
  }

  const target = config.target ?? (window as unknown as NonNullable<PolkadotTestExtensionConfig['target']>)
  target.injectedWeb3 ??= {}
  target.injectedWeb3[POLKADOT_TEST_EXTENSION] = {
    version: '1.0.0',
    enable: async (origin: string) => {
      await approve('enable', origin)
      return injected
    },
  }

  return {
    accounts,
    requests: prompts.requests,
    approveNext: prompts.approveNext,
    rejectNext: prompts.rejectNext,
    pendingCount: prompts.pendingCount,
  }
}
