import { describe, expectTypeOf, it } from 'vitest'
import type { ErrorPayload } from '../errors.js'
import type { PublicView, WidgetEvent } from './loader-widget.js'
import type { WalletWidgetError, WalletWidgetView } from './wallet-widget-api.js'

// These hold at compile time (`tsc` checks test files); the run only records them.
describe('the public API and the channel speak the same types', () => {
  it('behavior: PUBLIC_VIEWS lists exactly the views of the public API', () => {
    expectTypeOf<PublicView>().toEqualTypeOf<WalletWidgetView>()
  })

  it("behavior: an event's error is the ErrorPayload the widget sends, with its name", () => {
    expectTypeOf<ErrorPayload & { name: string }>().toMatchTypeOf<WalletWidgetError>()
    expectTypeOf<NonNullable<WidgetEvent['error']>>().toEqualTypeOf<WalletWidgetError>()
  })
})
