/** What a Solana request asks the user to approve: its part of ApprovalSubject (../signing-requests.ts). */
import type { TransactionSummary } from './transaction-summary.js'

export type SolanaApprovalSubject =
  | { kind: 'solanaMessage'; text: string; isText: boolean }
  | {
      kind: 'solanaTransaction'
      /** True when the wallet sends it too (signAndSendTransaction), false when it only signs. */
      send: boolean
      summary: TransactionSummary
      /** What the network charges (lamports); null when the node could not price it. */
      feeLamports: bigint | null
    }
