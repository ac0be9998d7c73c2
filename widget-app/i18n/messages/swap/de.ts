/** The Swap view's German messages, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'Tauschen',
    sell: 'Verkaufen',
    buy: 'Kaufen',
    amount: 'Zu verkaufender Betrag',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'Token suchen',
    noMatch: 'Kein passender Token',
    loadingTokens: 'Token werden geladen…',
    balance: ({ amount }) => `Guthaben: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'Token tauschen',
    quoteLoading: 'Angebot wird abgerufen…',
    receive: 'Sie erhalten',
    priceImpact: 'Preisauswirkung',
    priceImpactUnknown: 'Unbekannt (kein USD-Preis)',
    slippage: 'Slippage-Toleranz (%)',
    minimumReceived: 'Mindestens erhalten',
    networkFee: 'Netzwerkgebühr',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `Zuerst ${symbol} genehmigen: zwei Transaktionen`,
    submit: 'Tauschen',
    approveAndSwap: ({ symbol }) => `${symbol} genehmigen und tauschen`,
    approving: 'Wird genehmigt…',
    swapping: 'Wird getauscht…',
    toasts: {
      approving: ({ symbol }) => `${symbol} wird genehmigt…`,
      approved: ({ symbol }) => `${symbol} genehmigt`,
      swapping: ({ from, to }) => `${from} wird gegen ${to} getauscht…`,
      swapped: ({ from, to }) => `${from} gegen ${to} getauscht`,
    },
    errors: {
      networkNotSupported: 'Netzwerk wird für Tauschvorgänge nicht unterstützt',
      gasPriceNotSupported: 'Netzwerk wird für den Gaspreis nicht unterstützt',
      insufficientLiquidity: 'Unzureichende Liquidität',
      unavailable: 'Es war kein Angebot erhältlich. Versuchen Sie es erneut.',
      transactionFailed: 'Die Transaktion ist im Netzwerk fehlgeschlagen',
      tokensRequired: 'Wählen Sie einen Token zum Verkaufen und einen zum Kaufen',
      sameToken: 'Wählen Sie zwei verschiedene Token',
      amountRequired: 'Geben Sie einen Betrag ein',
      invalidSlippage: 'Geben Sie eine Slippage von 0 bis 50 mit höchstens zwei Dezimalstellen ein',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
