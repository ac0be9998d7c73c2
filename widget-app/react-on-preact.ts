/**
 * The React API the widget's code is written against, on Preact without its compatibility layer
 * (preact/compat, ~2.4 KB gzipped, which the views that paint Connect do not need): the bundler maps
 * `react` and `react-dom/client` here (scripts/build.ts). Hooks are Preact's own; `useSyncExternalStore` is the one React
 * hook Preact lacks outside compat. `lazy` and `Suspense` come from preact/compat where a view
 * downloaded on demand uses them, so compat stays out of the Connect bundle.
 */
import { type ComponentChild, render } from 'preact'
import { useEffect, useLayoutEffect, useState } from 'preact/hooks'

export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks'
export { createContext } from 'preact'

/**
 * Reads an external store and re-renders when it changes: the snapshot is read on every render, and
 * checked again after subscribing and after each commit, so a change between render and subscription
 * is not missed. Snapshots are compared with Object.is, as React does.
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot()
  // One object for the component's life: the effects below read what the last render saw.
  const [seen] = useState(() => ({ value, getSnapshot }))
  const [, rerender] = useState(0)
  const check = () => {
    if (!Object.is(seen.value, seen.getSnapshot())) rerender((count) => count + 1)
  }
  useLayoutEffect(() => {
    seen.value = value
    seen.getSnapshot = getSnapshot
    check()
  }, [subscribe, value, getSnapshot])
  useEffect(() => {
    check()
    return subscribe(check)
  }, [subscribe])
  return value
}

/** `react-dom/client`'s root: renders into `container`, replacing what is there. */
export function createRoot(container: Element): { render(node: ComponentChild): void } {
  return { render: (node) => render(node, container) }
}
