/** Inline icons (decorative: the buttons that hold them carry the accessible names). */
import type { ReactNode } from 'react'

function Icon({ size = 18, directional, children }: { size?: number; directional?: boolean; children: ReactNode }) {
  return (
    <svg
      className={directional ? 'icon--directional' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** Points to where the reader came from: mirrored in right-to-left languages (direction.css). */
export const BackIcon = () => (
  <Icon directional>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6L6 18M6 6l12 12" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon size={14}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </Icon>
)
export const ChevronIcon = () => (
  <Icon size={16} directional>
    <path d="M9 18l6-6-6-6" />
  </Icon>
)
export const ExternalIcon = () => (
  <Icon size={16}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
)
