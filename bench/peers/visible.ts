/**
 * Marks `dialog-visible` (what the benchmark waits for) in the frame after the first one in which `find` returns an
 * element that is on screen: laid out with a size, not hidden, not fully transparent. By then that frame is painted.
 */
export function markWhenVisible(find: () => Element | null | undefined): void {
  const check = (): void => {
    const element = find()
    const rect = element?.getBoundingClientRect()
    if (element && rect && rect.width > 0 && rect.height > 0 && element.checkVisibility({ opacityProperty: true })) {
      requestAnimationFrame(() => performance.mark('dialog-visible'))
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/** The first element matching `selector` in the document or any open shadow root under it. */
export function findDeep(selector: string, root: Document | ShadowRoot = document): Element | null {
  const found = root.querySelector(selector)
  if (found) return found
  for (const host of root.querySelectorAll('*')) {
    const inner = host.shadowRoot && findDeep(selector, host.shadowRoot)
    if (inner) return inner
  }
  return null
}

/** The local chain the test wallet is on, and its node. */
export const LOCAL_CHAIN = {
  id: 31337,
  name: 'Anvil Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8570'] } },
} as const

/** A made-up project id: their clouds are unreachable here (the benchmark answers them 404 in the browser). */
export const MADE_UP_PROJECT_ID = '0123456789abcdef0123456789abcdef'
