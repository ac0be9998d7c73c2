/**
 * The query strings of the widget's API as the server reads them (project-api.ts and
 * directory-api.ts describe the calls). Values travel as strings; these schemas turn numbers and
 * comma lists into values, and a bad parameter is refused with a sentence naming it
 * (`{ error: 'st is required', field: 'st' }`). The widget writes queries of these types and
 * never loads the schemas.
 */
import * as z from 'zod/mini'
import { isCaipNetworkId } from '../caip.js'
import { ProjectId } from './vocabulary.js'

export const SdkType = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._-]{1,32}$/, { error: 'st must be 1 to 32 of A-Z a-z 0-9 . _ -' }))
export const SdkVersion = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._+-]{1,64}$/, { error: 'sv must be 1 to 64 of A-Z a-z 0-9 . _ + -' }))

/** The query of every call: the project, and the calling SDK's type (`st`) and version (`sv`). */
export const ProjectQuery = z.object({ projectId: ProjectId, st: SdkType, sv: SdkVersion })
export type ProjectQuery = z.infer<typeof ProjectQuery>

/** /getWallets pages hold 40 by default; a search answers up to 100; nobody gets more than 100 at once. */
export const DEFAULT_WALLETS_ENTRIES = 40
export const MAX_WALLETS_ENTRIES = 100
export const MAX_WALLETS_SEARCH_LENGTH = 64
const MAX_LIST_ITEMS = 100
const WALLET_ID = /^[A-Za-z0-9._-]{1,64}$/

/** A whole number from `min` to `max`, written in decimal. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,7}$/, { error: message })), z.transform(Number))
      .check(z.refine((n) => n >= min && n <= max, { error: message })),
  )

/** A comma list; empty items (a trailing comma) are dropped. */
const commaList = (message: string, item: (value: string) => boolean) =>
  z.optional(
    z
      .pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      )
      .check(z.refine((list) => list.length <= MAX_LIST_ITEMS && list.every(item), { error: message })),
  )

const walletIds = (name: string) =>
  commaList(`${name} must be a comma list of at most ${MAX_LIST_ITEMS} wallet ids`, (id) => WALLET_ID.test(id))

/** The query of GET /getWallets. */
export const WalletsQuery = z.extend(ProjectQuery, {
  /** From 1. */
  page: wholeNumber(1, 1_000_000, 'page must be a whole number of at least 1'),
  entries: wholeNumber(1, MAX_WALLETS_ENTRIES, `entries must be a whole number from 1 to ${MAX_WALLETS_ENTRIES}`),
  /** Part of a wallet's name or rdns, any case. */
  search: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(MAX_WALLETS_SEARCH_LENGTH, {
        error: `search must be at most ${MAX_WALLETS_SEARCH_LENGTH} characters`,
      }),
    ),
  ),
  /** `certified` lists only certified wallets; `none` asks for no badge filter. */
  badge_type: z.optional(z.enum(['certified', 'none'], { error: 'badge_type must be certified or none' })),
  /** Only these wallets (hidden entries only when named here). */
  include: walletIds('include'),
  exclude: walletIds('exclude'),
  /** Wallets supporting at least one of these CAIP-2 networks. */
  chains: commaList('chains must be a comma list of CAIP-2 network ids (e.g. eip155:1)', isCaipNetworkId),
})
/** The query as the server reads it. */
export type WalletsQuery = z.output<typeof WalletsQuery>
/** The query as the widget writes it: every value a string. */
export type WalletsQueryParameters = z.input<typeof WalletsQuery>
