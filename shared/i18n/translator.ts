/**
 * The message runtime over rosetta: one translator per catalog family (widget, secure frame),
 * typed against the English catalog so a wrong key or parameter is a type error. A message is a
 * string, or a function of its parameters (plurals, amounts, names); a key missing in the active
 * language falls back to English.
 */
import rosetta from 'rosetta'

/** A message with parameters: a function of one object, returning the text. */
// biome-ignore lint/suspicious/noExplicitAny: the parameter types are checked per message through Catalog<T>
export type MessageFunction = (params: any) => string

/** A catalog's shape: nested groups of messages. */
export interface CatalogTree {
  readonly [key: string]: string | MessageFunction | CatalogTree
}

/** What a translation of the English catalog `T` must be: the same keys, functions of the same parameters. */
export type Catalog<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (params: infer P) => string
      ? (params: P) => string
      : Catalog<T[K]>
}

/** Every dotted key of a catalog ('connect.title', …). */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | MessageFunction ? `${Prefix}${K}` : MessageKey<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type MessageAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MessageAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never

/** The arguments `t(key, …)` takes: the message's parameters, or none. */
export type MessageArgs<T, K extends string> = MessageAt<T, K> extends (params: infer P) => string ? [params: P] : []

export type Translate<T> = <K extends MessageKey<T>>(key: K, ...args: MessageArgs<T, K>) => string

export interface Translator<T> {
  /** The active language's text for `key` (English when that language lacks it). */
  t: Translate<T>
  locale(): string
  /** Adds (or replaces) a language's catalog. */
  add(locale: string, catalog: Catalog<T>): void
  /** Adds groups to a language's catalog (texts that arrive with the code that shows them). */
  extend(locale: string, groups: Partial<Catalog<T>>): void
  has(locale: string): boolean
  /** Makes `locale` active; it must have been added. */
  use(locale: string): void
}

/**
 * A translator whose English is `english`: the whole catalog, or the groups needed from the start
 * when the others are added with `extend` before anything reads them.
 */
export function createTranslator<T extends CatalogTree>(english: Partial<T>): Translator<T> {
  // A copy: `extend` merges into the table, and the module's own object must stay as written.
  const messages = rosetta<Catalog<T>>({ en: { ...english } as unknown as Catalog<T> })
  messages.locale('en')
  const t = ((key: string, params?: object) => {
    const text = messages.t(key, params)
    return text === '' && messages.locale() !== 'en' ? messages.t(key, params, 'en') : text
  }) as Translate<T>
  return {
    t,
    locale: () => messages.locale(),
    add: (locale, catalog) => messages.set(locale, catalog),
    extend: (locale, groups) => messages.set(locale, groups as Catalog<T>),
    has: (locale) => messages.table(locale) !== undefined,
    use: (locale) => void messages.locale(locale),
  }
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/**
 * The form of `count` in `locale` (CLDR plural rules: zero, one, two, few, many, other);
 * `other` when the language has no text for the category.
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale).select(count)
  return forms[category] ?? forms.other
}
