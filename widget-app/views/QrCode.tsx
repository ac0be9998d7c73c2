/** A QR code drawn as SVG paths from the encoder's modules (no markup strings). */
import { encode } from 'uqr'
import { useMemo } from 'react'

export function QrCode({ value, label, size = 260 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    for (const [y, row] of data.entries()) {
      for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`
    }
    return { d, modules: data.length }
  }, [value])
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.modules} ${path.modules}`}
      shapeRendering="crispEdges"
      data-testid="wc-qr"
    >
      <rect width={path.modules} height={path.modules} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  )
}
