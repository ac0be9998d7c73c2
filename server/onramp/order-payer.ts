/**
 * Who pays an order: the treasury of the order's namespace — the EVM treasury (treasury.ts) on `eip155:` chains,
 * the Solana treasury (solana-treasury.ts) on `solana:` networks.
 */
import type { SolanaTreasury } from './solana-treasury.js'
import type { OrderRow } from './store.js'
import type { PaymentTerms, Treasury } from './treasury.js'

export interface OrderPayer {
  /** Pays an open order (see Treasury.pay); rejects, leaving the order open, when its node cannot be reached. */
  pay(terms: PaymentTerms): Promise<OrderRow>
  /** A pending order's transfer looked up on its chain, settled when it landed (see Treasury.refresh). */
  refresh(order: OrderRow): Promise<OrderRow>
}

export function orderPayer(evm: Treasury, solana: SolanaTreasury | undefined): OrderPayer {
  const of = (order: OrderRow): OrderPayer => {
    if (!order.chain_id.startsWith('solana:')) return evm
    if (!solana) throw new Error(`no Solana treasury pays orders on ${order.chain_id}`)
    return solana
  }
  return {
    pay: (terms) => of(terms.order).pay(terms),
    refresh: (order) => of(order).refresh(order),
  }
}
