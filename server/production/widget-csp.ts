/**
 * The Content-Security-Policy of the widget origin's HTML pages, for the development world and the production
 * server alike. Any site may frame the widget (`frame-ancestors *`): the widget itself checks the site against the
 * project's allowed origins before it connects or signs anything.
 */
export function widgetCsp(secureFrameOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Wallet images come from the deployment's API (the server on the secure frame's origin).
    `img-src 'self' data: ${secureFrameOrigin}`,
    // Wallet RPC endpoints are arbitrary, user-configured URLs.
    'connect-src *',
    `frame-src ${secureFrameOrigin}`,
    'frame-ancestors *',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
