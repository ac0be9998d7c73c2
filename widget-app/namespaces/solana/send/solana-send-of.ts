/**
 * The Send state of a widget's Solana account, made the first time the Send view asks for it (this
 * module is downloaded then, with @solana/kit's transfer code, and never by a site without Solana).
 */
import '../../../i18n/on-demand-texts.js'
import { activeLocale, t } from '../../../i18n/i18n.js'
import { oncePerWidget } from '../../../state/once-per-widget.js'
import { tokenBalancesOf } from '../../../state/token-balances.js'
import type { Widget } from '../../../state/widget.js'
import { createSolanaSend, type SolanaSend } from './solana-send.js'
import { solanaSendTokensOf } from './send-rules.js'

export { solanaSendTokensOf } from './send-rules.js'

/** The part of the widget a Solana send is built from. */
export type SolanaSendHost = Pick<
  Widget,
  'store' | 'toast' | 'reportError' | 'apiContext' | 'walletRequest' | 'activeNetwork'
>

export const solanaSendOf = oncePerWidget((widget: SolanaSendHost): SolanaSend => {
  const balances = tokenBalancesOf(widget)
  return createSolanaSend({
    app: widget.store,
    network: widget.activeNetwork,
    walletRequest: widget.walletRequest,
    lamports: () => solanaSendTokensOf(balances.store.get().balances).find((token) => !token.contract)?.balance ?? 0n,
    reloadBalances: () => void balances.loadTokenBalances({ force: true }),
    notLanded: () => widget.toast.show('error', t('send.notLanded')),
    locale: activeLocale,
  })
})
