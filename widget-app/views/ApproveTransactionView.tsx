/**
 * ApproveTransaction: the secure frame shows its own approval UI here. The frame is
 * never moved in the DOM (that would reload it): it is placed over this view's area.
 */
import { useRef } from 'react'
import { useSecureFramePlacement } from './secure-frame-placement.js'

export function ApproveTransactionView() {
  const area = useRef<HTMLDivElement>(null)
  useSecureFramePlacement(area)
  return <div ref={area} className="approve-area" data-testid="approve-area" />
}
