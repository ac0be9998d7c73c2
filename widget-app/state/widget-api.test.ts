import { describe, expect, it } from 'vitest'
import { activeLocale, t } from '../i18n/i18n.js'
import { setup } from './testing/widget-fakes.js'

describe('configure', () => {
  it('error: bad attributes are reported by name, and open then throws without showing anything', () => {
    const { widget, report, loader } = setup({
      attributes: { 'data-theme': 'blue', 'data-networks': 'eip155:1,eip155:1' },
    })
    expect(report.ok).toBe(false)
    expect(report.errors.map((error) => error.attribute).sort()).toEqual(['data-networks', 'data-theme'])
    expect(() => widget.api.open()).toThrow('The widget is not configured')
    expect(loader.visible).toEqual([])
  })

  it('behavior: valid attributes are accepted, and warnings are passed on', () => {
    const { report } = setup({ attributes: { 'data-colour': 'red' } })
    expect(report.ok).toBe(true)
    expect(report.warnings.map((warning) => warning.attribute)).toEqual(['data-colour'])
  })
})

describe('open() from plain JS', () => {
  it.each([['Settings'], ['account'], [42], [null]])(
    'error: the view %j is refused with the valid views named, and nothing opens',
    (view) => {
      const { widget, loader } = setup()
      expect(() => widget.api.open({ view } as never)).toThrow(/unknown view .*'Connect', 'Account', 'Networks'/)
      expect(loader.visible).toEqual([])
      expect(widget.store.get().open).toBe(false)
    },
  )

  it.each([['Networks'], [null], [42], [['Account']], [true]])(
    'error: the options %j, not an object, are refused with the valid views named',
    (options) => {
      const { widget, loader } = setup()
      expect(() => widget.api.open(options as never)).toThrow(
        /open\(\) takes an options object .*'Connect', 'Account', 'Networks'/,
      )
      expect(loader.visible).toEqual([])
    },
  )

  it('behavior: no options, an empty object, extra keys and each valid view open the modal', () => {
    const { widget, view } = setup()
    widget.api.open()
    expect(view()).toBe('Connect')
    widget.api.open({})
    widget.api.open({ view: 'Networks', namespace: 'eip155' } as never)
    expect(view()).toBe('Networks')
    widget.api.open({ view: 'Account' })
    expect(view()).toBe('Connect') // Account needs a connection
  })
})

describe('setLocale', () => {
  it('error: a value that is not a language tag rejects with an error naming it, and the language stays', async () => {
    const { widget } = setup()
    await expect(widget.api.setLocale('not a tag!')).rejects.toThrow(
      /setLocale\(\) takes a BCP 47 language tag .*"not a tag!"/,
    )
    await expect(widget.api.setLocale(42 as never)).rejects.toMatchObject({ code: 'invalid_locale' })
    expect(activeLocale()).toBe('en')
  })

  it('behavior: a language with a catalog becomes active and the texts follow; a region of English is English', async () => {
    const { widget } = setup()
    await widget.api.setLocale('de-AT')
    expect(activeLocale()).toBe('de')
    expect(t('header.close')).not.toBe('Close')
    await widget.api.setLocale('en-GB')
    expect(activeLocale()).toBe('en')
    expect(t('header.close')).toBe('Close')
  })
})
