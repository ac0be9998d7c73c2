/**
 * The prompts of a development wallet: each request is recorded, then waits until the test approves or rejects
 * it, oldest first (or goes on at once while the wallet approves by itself, as on the demo page).
 */
export interface ApprovalPrompts<Request> {
  /** Every request asked, in order. */
  requests: Request[]
  ask(request: Request): Promise<void>
  /** Approves the oldest waiting request; false when none waits. */
  approveNext(): boolean
  /** Rejects the oldest waiting request with the wallet's rejection; false when none waits. */
  rejectNext(): boolean
  pendingCount(): number
}

export function createApprovalPrompts<Request>(
  autoApprove: () => boolean | undefined,
  rejected: () => Error,
): ApprovalPrompts<Request> {
  const waiting: { resolve(): void; reject(error: Error): void }[] = []
  const requests: Request[] = []
  return {
    requests,
    ask(request) {
      requests.push(request)
      if (autoApprove()) return Promise.resolve()
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }))
    },
    approveNext() {
      const next = waiting.shift()
      next?.resolve()
      return next !== undefined
    },
    rejectNext() {
      const next = waiting.shift()
      next?.reject(rejected())
      return next !== undefined
    },
    pendingCount: () => waiting.length,
  }
}
