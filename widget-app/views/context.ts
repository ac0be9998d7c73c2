/** The widget controller, handed to views through context. */
import { createContext, useContext } from 'react'
import type { Widget } from '../state/widget.js'
import { useStore } from '../state/store.js'
import type { AppState } from '../state/app-state.js'

export const WidgetContext = createContext<Widget | null>(null)

export function useWidget(): Widget {
  const widget = useContext(WidgetContext)
  if (!widget) throw new Error('useWidget() outside <WidgetContext.Provider>')
  return widget
}

export function useAppState<S>(select: (state: AppState) => S): S {
  return useStore(useWidget().store, select)
}
