/** Whether this site was allowed to see the account: kept in the page's storage, as an extension keeps it across reloads. */

const PERMISSION_KEY = 'test-wallet:permitted'

export function readPermission(): boolean {
  try {
    return localStorage.getItem(PERMISSION_KEY) === '1'
  } catch {
    return false
  }
}

export function writePermission(permitted: boolean): void {
  try {
    if (permitted) localStorage.setItem(PERMISSION_KEY, '1')
    else localStorage.removeItem(PERMISSION_KEY)
  } catch {
    // Storage blocked: the permission lasts for this page only.
  }
}
