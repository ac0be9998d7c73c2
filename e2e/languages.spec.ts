import { expect, test, type Frame, type Page } from '@playwright/test'
import { SECURE_FRAME_ORIGIN, WIDGET_ORIGIN } from '../dev/world/test-world.js'
import type { WidgetMessages } from '../widget-app/i18n/messages/en.js'
import { openModal, openSite, widgetFrame } from './helpers.js'

/** The widget's catalog of `locale`, as the widget loads it. */
async function messages(locale: string): Promise<WidgetMessages> {
  return (await import(`../widget-app/i18n/messages/${locale}.ts`)).default
}

function frameOf(page: Page, origin: string): Frame | undefined {
  return page.frames().find((candidate) => candidate.url().startsWith(origin))
}

async function documentLanguage(frame: Frame | undefined): Promise<{ lang: string; dir: string } | null> {
  return frame
    ? frame.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))
    : null
}

/**
 * Elements of the dialog whose content is wider than their box, leaving out the ones meant to
 * scroll, to cut their text with an ellipsis, or to be read only by screen readers.
 */
async function overflowingElements(page: Page): Promise<string[]> {
  const frame = frameOf(page, `${WIDGET_ORIGIN}/widget/`)!
  // The view slides in: measure once its animations are done.
  await frame.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
  return frame.evaluate(() => {
    const modal = document.querySelector('.modal')!
    const found: string[] = []
    const box = modal.getBoundingClientRect()
    if (box.left < -1 || box.right > window.innerWidth + 1) found.push('the dialog leaves the window')
    for (const element of modal.querySelectorAll<HTMLElement>('*')) {
      // Text for screen readers only is clipped to a 1 px box on purpose.
      if (!(element instanceof HTMLElement) || element.clientWidth === 0 || element.closest('.sr-only')) continue
      const style = getComputedStyle(element)
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`)
    }
    return found
  })
}

/**
 * How the secure frame fetched its language's chunk (the file the build's manifest names): named by the page's
 * `<link rel="modulepreload">` and requested before the entry had arrived, so not by the entry's import once it ran.
 */
async function languageChunkFetch(frame: Frame, locale: string) {
  const manifest = (await (await fetch(`${SECURE_FRAME_ORIGIN}/languages.json`)).json()) as Record<string, string[]>
  const chunk = new URL(manifest[locale]![0]!, `${SECURE_FRAME_ORIGIN}/`).href
  return frame.evaluate((chunk) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const entryScript = document.querySelector<HTMLScriptElement>('script[type="module"]')!.src
    const fetched = resources.find((resource) => resource.name === chunk)
    const entry = resources.find((resource) => resource.name === entryScript)
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    return {
      preloaded: links.some((link) => link.href === chunk),
      // Requested while the entry was still downloading, not after it had arrived and run.
      requestedWithEntry: fetched !== undefined && entry !== undefined && fetched.startTime <= entry.responseEnd,
    }
  }, chunk)
}

for (const locale of ['ar', 'ja']) {
  test(`behavior: with data-locale="${locale}", Connect, All Wallets and Account are in that language, laid out ${locale === 'ar' ? 'right to left' : 'left to right'}, and nothing overflows`, async ({
    page,
  }) => {
    const text = await messages(locale)
    const dir = locale === 'ar' ? 'rtl' : 'ltr'
    await openSite(page, `site-locale.html?locale=${locale}`)
    const frame = await openModal(page)
    await expect(frame.getByRole('heading', { name: text.titles.connect })).toBeVisible()
    expect(await documentLanguage(frameOf(page, `${WIDGET_ORIGIN}/widget/`))).toEqual({ lang: locale, dir })
    expect(await overflowingElements(page)).toEqual([])
    // The secure frame, loaded for the email field, shows its texts in the same language.
    await expect.poll(() => documentLanguage(frameOf(page, SECURE_FRAME_ORIGIN))).toEqual({ lang: locale, dir })
    expect(await languageChunkFetch(frameOf(page, SECURE_FRAME_ORIGIN)!, locale)).toEqual({
      preloaded: true,
      requestedWithEntry: true,
    })

    await frame.getByTestId('all-wallets-option').click()
    await expect(frame.getByRole('heading', { name: text.titles.allWallets })).toBeVisible()
    await expect(frame.getByTestId('directory-wallet').first()).toBeVisible()
    expect(await overflowingElements(page)).toEqual([])

    await frame.getByRole('button', { name: text.header.back }).click()
    await frame.getByRole('button', { name: /Test Wallet/ }).click()
    await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('connected')
    await openModal(page)
    await expect(frame.getByRole('heading', { name: text.titles.account })).toBeVisible()
    await expect(frame.getByTestId('account-balance')).toHaveAttribute('data-state', 'ready')
    await expect(frame.getByRole('button', { name: text.account.disconnect })).toBeVisible()
    expect(await overflowingElements(page)).toEqual([])
  })
}

test("behavior: the page's <html lang> chooses the language when there is no data-locale", async ({ page }) => {
  const text = await messages('ja')
  await openSite(page, 'site-locale.html?lang=ja-JP')
  const frame = await openModal(page)
  await expect(frame.getByRole('heading', { name: text.titles.connect })).toBeVisible()
})

test('behavior: WalletWidget.setLocale("de") switches the open dialog\'s texts; an invalid tag rejects naming it', async ({
  page,
}) => {
  const de = await messages('de')
  await openSite(page)
  const frame = await openModal(page)
  await expect(frame.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()

  await page.evaluate(() => window.WalletWidget!.setLocale('de'))
  await expect(frame.getByRole('heading', { name: de.titles.connect })).toBeVisible()
  await expect(frame.getByRole('button', { name: de.header.close })).toBeVisible()
  expect(await documentLanguage(frameOf(page, `${WIDGET_ORIGIN}/widget/`))).toEqual({ lang: 'de', dir: 'ltr' })
  await expect.poll(() => documentLanguage(frameOf(page, SECURE_FRAME_ORIGIN))).toEqual({ lang: 'de', dir: 'ltr' })

  const refused = await page.evaluate(() =>
    window.WalletWidget!.setLocale('not a tag!').then(
      () => 'resolved',
      (error: Error) => error.message,
    ),
  )
  expect(refused).toContain('"not a tag!"')
  await expect(widgetFrame(page).getByRole('heading', { name: de.titles.connect })).toBeVisible()
})
