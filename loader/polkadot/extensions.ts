/**
 * The site's Polkadot extensions (`window.injectedWeb3`, read through @polkadot/extension-dapp), reported beside
 * the other wallets and reached by id with `walletRequest(id, { method, params })`:
 *
 *   polkadot:accounts                             → [{ address, name?, type? }]  (enables the extensions first)
 *   polkadot:signRaw { address, data (hex) }      → { signature (hex) }          (the extension wraps the bytes)
 *
 * Listing does not enable anything; the first request enables the page's extensions under the site's name.
 */
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import type { Eip1193, WalletRegistry } from '../wallets.js'

export const POLKADOT_METHODS: ReadonlySet<string> = new Set(['polkadot:accounts', 'polkadot:signRaw'])
const ID_PREFIX = 'injected-web3:'

/** What this uses of @polkadot/extension-dapp (loaded on the first request: loader/polkadot/dapp.ts). */
export type ExtensionDapp = Pick<
  typeof import('@polkadot/extension-dapp'),
  'web3Enable' | 'web3Accounts' | 'web3FromSource'
>

function walletError(code: number, message: string): Error {
  return Object.assign(Error(message), { code })
}

/** The page's injected extensions by name; `originName` is what an extension shows when asked to enable. */
export function discoverPolkadotExtensions(originName: string, load: () => Promise<ExtensionDapp>): WalletRegistry {
  const injected = () =>
    (window as { injectedWeb3?: Record<string, { enable?: unknown; connect?: unknown }> }).injectedWeb3 ?? {}
  const names = () =>
    Object.entries(injected())
      .filter(([, entry]) => typeof entry?.enable === 'function' || typeof entry?.connect === 'function')
      .map(([name]) => name)
  let enabled: Promise<ExtensionDapp> | undefined
  const enable = (): Promise<ExtensionDapp> => {
    enabled ??= load().then(async (dapp) => {
      await dapp.web3Enable(originName)
      return dapp
    })
    enabled.catch(() => {
      enabled = undefined
    })
    return enabled
  }

  const request = async (source: string, method: string, params: unknown): Promise<unknown> => {
    if (!POLKADOT_METHODS.has(method)) throw walletError(4200, `${source} does not support ${method}`)
    const dapp = await enable()
    if (method === 'polkadot:accounts') {
      const accounts = await dapp.web3Accounts({ extensions: [source] })
      return accounts.map(({ address, meta, type }) => ({
        address,
        ...(meta.name && { name: meta.name }),
        ...(type && { type }),
      }))
    }
    const { address, data } = Object(params) as { address?: unknown; data?: unknown }
    if (typeof address !== 'string' || typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))
      throw walletError(-32602, 'polkadot:signRaw takes { address, data }, data hex')
    const extension = await dapp.web3FromSource(source)
    const signRaw = extension.signer.signRaw
    if (!signRaw) throw walletError(4200, `${source} cannot sign raw bytes`)
    const { signature } = await signRaw({ address, data, type: 'bytes' })
    return { signature }
  }

  return {
    list: (): WalletInfo[] =>
      names().map((name) => ({
        id: `${ID_PREFIX}${name}`,
        name,
        source: 'injected-web3',
        features: [...POLKADOT_METHODS],
      })),
    provider(id): Eip1193 | undefined {
      const name = id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : undefined
      if (!name || !names().includes(name)) return undefined
      return { request: ({ method, params }) => request(name, method, params) }
    },
  }
}
