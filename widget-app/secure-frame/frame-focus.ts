/**
 * Focus when the secure frame's approval is done: focus that was inside the frame comes back to
 * the widget's own document (its `<body>`, where the modal's focus rules move it on to the view's
 * target, or the loader hands it back to the site when the modal closes). Focus anywhere else
 * (the site's page, another control of the widget) is never taken.
 */

/** Takes focus back from `iframe` into its own document when it holds it; returns whether it did. */
export function reclaimFocusFrom(iframe: HTMLIFrameElement): boolean {
  const doc = iframe.ownerDocument
  if (doc.activeElement !== iframe) return false
  iframe.blur()
  doc.defaultView?.focus()
  return true
}
