/** The connected email wallet's accounts and which one is active (§3 preferredAccountType, smartAccountDeployed). */
import type { AccountType, OperationResult } from '../../shared/protocol/secure-frame.js'

export interface EmailAccountState {
  type: AccountType
  smartAccountDeployed: boolean
  accounts: OperationResult<'getUser'>['accounts']
  /** Where the project enables smart accounts; elsewhere the EOA is active and the switch says so. */
  smartAccountEnabledNetworks: number[]
}
