/** What the approval view shows for a request: the model every request kind is described into (approval-details.ts). */

export interface DetailRow {
  label: string
  value: string
  /** The full value where the shown one is cut (hover and screen readers). */
  title?: string
}

export interface ApprovalModel {
  title: string
  /** Who asks: the site's origin as the widget verified it. */
  site: string
  /** One sentence on what happens, e.g. "Send 1.5 TKN to 0x…". */
  summary: string | null
  /** Shown in a warning box above the details. */
  warning: string | null
  rows: DetailRow[]
  /** A message or typed data shown in full, with its caption. */
  body: { caption: string; text: string } | null
  /** Calldata, shown on demand. */
  raw: { caption: string; text: string } | null
}
