/** The bip122 adapter as the registry downloads it: its balance read from the deployment's API. */
import type { Network } from '../../../shared/networks.js'
import type { ApiContext } from '../../api/api-context.js'
import { type Bip122Adapter, createBip122Adapter } from './adapter.js'
import { readBitcoinBalance } from './balance.js'

export interface Bip122RegistryOptions {
  networks?: (() => readonly Network[]) | undefined
  apiContext?: (() => ApiContext | undefined) | undefined
}

export function createBip122AdapterWithApi({ networks, apiContext }: Bip122RegistryOptions): Bip122Adapter {
  return createBip122Adapter({
    networks,
    readBitcoinBalance: (network, address) => readBitcoinBalance(apiContext?.(), network, address),
  })
}
