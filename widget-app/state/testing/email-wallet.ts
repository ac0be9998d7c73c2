/** A signed-in email wallet for the controller's tests, against the real secure frame in this process. */
import { expect, vi } from 'vitest'
import { deploymentRpcUrl } from '../../../secure-frame/config.js'
import { createSecureFrame } from '../../../secure-frame/frame.js'
import {
  GOOD_OTP,
  createFakeAuthServer,
  createFakeNode,
  createFakeView,
  until,
} from '../../../secure-frame/testing/fakes.js'
import { createSecureFrameClient } from '../../secure-frame/secure-frame-client.js'
import { createWidget } from '../widget.js'
import {
  ANVIL_CHAIN_ID,
  ATTRIBUTES,
  SITE_ORIGIN,
  fakeApi,
  fakeLoader,
  fakeWallet,
  memoryStorage,
} from './widget-fakes.js'

export const WIDGET_ORIGIN = 'http://localhost:4411'
export const SECURE_FRAME_ORIGIN = 'http://localhost:4412'
export const EMAIL = 'ada@example.com'

/**
 * The email wallet end to end in this process: the widget's own secure-frame client and the real
 * secure frame (secure-frame/frame.ts, with its auth server, chain node and approval view faked),
 * joined by a stand-in iframe and window that pass structured clones with the right origins.
 * Records what the widget posts to the frame.
 */
export async function emailWallet(attributes: Record<string, string> = ATTRIBUTES) {
  const server = createFakeAuthServer()
  const node = createFakeNode()
  const approvalView = createFakeView()
  const toFrame: { type: string; payload?: unknown; id?: string }[] = []
  const widgetListeners = new Set<(event: { source: unknown; origin: string; data: unknown }) => void>()
  let frameListener: ((message: { origin: string; source: unknown; data: unknown }) => void) | undefined
  const parent = { name: 'the widget window' }
  const frameWindow = {
    postMessage(data: { type: string; payload?: unknown; id?: string }, targetOrigin: string) {
      if (targetOrigin !== SECURE_FRAME_ORIGIN) return
      toFrame.push(structuredClone(data))
      queueMicrotask(() => frameListener?.({ origin: WIDGET_ORIGIN, source: parent, data: structuredClone(data) }))
    },
  }
  const iframe = {
    src: '',
    className: '',
    tabIndex: 0,
    contentWindow: frameWindow,
    ownerDocument: { activeElement: null },
    setAttribute() {},
    remove() {},
  }
  vi.stubGlobal('document', { createElement: () => iframe })
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: (event: { source: unknown; origin: string; data: unknown }) => void) =>
      void widgetListeners.add(listener),
    removeEventListener: (
      _type: string,
      listener: (event: { source: unknown; origin: string; data: unknown }) => void,
    ) => void widgetListeners.delete(listener),
  })
  const frame = createSecureFrame({
    config: {
      projectId: 'test',
      chainId: ANVIL_CHAIN_ID,
      locale: 'en',
      rpcUrl: deploymentRpcUrl(SECURE_FRAME_ORIGIN, 'test', ANVIL_CHAIN_ID),
      version: 'test',
      enableLogger: false,
      parentOrigin: WIDGET_ORIGIN,
      siteOrigin: SITE_ORIGIN,
    },
    parent,
    post: (message) => {
      const data = structuredClone(message)
      queueMicrotask(() =>
        widgetListeners.forEach((listener) => listener({ source: frameWindow, origin: SECURE_FRAME_ORIGIN, data })),
      )
    },
    listen: (listener) => {
      frameListener = listener
    },
    fetch: server.fetch,
    rpcFetch: node.fetch,
    view: approvalView.view,
    ownOrigin: SECURE_FRAME_ORIGIN,
    setTheme: () => {},
    reload: () => {},
    warn: () => {},
  })

  const wallet = fakeWallet()
  const loader = fakeLoader(wallet)
  const api = fakeApi()
  const widget = createWidget({
    loader: loader.loader,
    storage: memoryStorage(),
    afterPaint: (callback) => callback(),
    apiUrl: 'http://api.test/',
    siteOrigin: SITE_ORIGIN,
    fetch: api.fetch,
    secureFrame: {
      base: `${SECURE_FRAME_ORIGIN}/frame/`,
      widgetOrigin: WIDGET_ORIGIN,
      create: (url, onEvent) => {
        const client = createSecureFrameClient({
          url,
          container: { appendChild: () => iframe } as unknown as HTMLElement,
          onEvent,
        })
        void frame.start()
        return client
      },
    },
  })
  widget.api.configure(attributes, {})
  const view = () => widget.store.get().history.at(-1)?.name

  // Log in as the user would: the email, then the mailed code.
  widget.api.open()
  await widget.email.start(EMAIL)
  await widget.email.submitOtp(GOOD_OTP)
  expect(widget.store.get()).toMatchObject({ status: 'connected', connectorId: 'auth' })
  const address = widget.store.get().address!

  /** A signature from the site, waiting on the approval view. */
  async function pendingSignature() {
    const reply = widget.api.providerRequest({ method: 'personal_sign', params: ['0x6869', address] })
    await until(() => view() === 'ApproveTransaction' && approvalView.current() !== undefined)
    const rpc = toFrame.find(
      (message) => message.type === 'rpcRequest' && (message.payload as { method?: string }).method === 'personal_sign',
    )!
    return { reply, requestId: rpc.id }
  }
  return { widget, loader, view, toFrame, approvalView, frame, pendingSignature }
}
