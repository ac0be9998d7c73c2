/**
 * Every language of the secure frame, imported statically: the frame holds the key and loads
 * nothing it did not ship with. A new language is one import and one entry here.
 */
import type { Catalog } from '../../shared/i18n/translator.js'
import ar from './messages/ar.js'
import de from './messages/de.js'
import en, { type SecureFrameMessages } from './messages/en.js'
import es from './messages/es.js'
import fr from './messages/fr.js'
import ja from './messages/ja.js'
import ko from './messages/ko.js'
import pt from './messages/pt.js'
import ru from './messages/ru.js'
import tr from './messages/tr.js'
import zh from './messages/zh.js'

export const CATALOGS: Readonly<Record<string, Catalog<SecureFrameMessages>>> = {
  en,
  ar,
  de,
  es,
  fr,
  ja,
  ko,
  pt,
  ru,
  tr,
  zh,
}
