/** Inline icons (decorative: the buttons that hold them carry the accessible names). */
const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
)
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
)
export const CopyIcon = () => (
  <svg {...common} width={14} height={14}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
)
export const ChevronIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="M9 18l6-6-6-6" />
  </svg>
)
export const ExternalIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
)
