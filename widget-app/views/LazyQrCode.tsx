/** A QR code whose encoder is loaded with the first one shown; until then (or if it cannot come) a placeholder of its size. */
import { useEffect, useState } from 'react'
import { lazyChunk } from './lazy-chunk.js'

/** The QR encoder is only needed by the views that show a code. */
const qrCodeChunk = lazyChunk(() => import('./QrCode.js'))

export function LazyQrCode(props: { value: string; label: string }) {
  const [module, setModule] = useState(qrCodeChunk.loaded())
  useEffect(() => {
    if (!module) qrCodeChunk.load().then(setModule, () => {})
  }, [module])
  return module ? <module.QrCode {...props} /> : <span className="qr-placeholder" aria-hidden="true" />
}
