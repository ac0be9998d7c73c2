/** Recognising PostgreSQL errors by SQLSTATE; both drivers put it in `code`. */

function sqlState(err: unknown): string | undefined {
  return err !== null && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined
}

export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505'
