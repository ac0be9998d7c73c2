/** The Swap view's Turkish messages, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'Takas et',
    sell: 'Sat',
    buy: 'Al',
    amount: 'Satılacak miktar',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'Token ara',
    noMatch: 'Eşleşen token yok',
    loadingTokens: 'Tokenlar yükleniyor…',
    balance: ({ amount }) => `Bakiye: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'Tokenların yerini değiştir',
    quoteLoading: 'Teklif alınıyor…',
    receive: 'Alacağınız',
    priceImpact: 'Fiyat etkisi',
    priceImpactUnknown: 'Bilinmiyor (USD fiyatı yok)',
    slippage: 'Kayma toleransı (%)',
    minimumReceived: 'Alınacak en az miktar',
    networkFee: 'Ağ ücreti',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `Önce ${symbol} onaylayın: iki işlem`,
    submit: 'Takas et',
    approveAndSwap: ({ symbol }) => `${symbol} onayla ve takas et`,
    approving: 'Onaylanıyor…',
    swapping: 'Takas ediliyor…',
    toasts: {
      approving: ({ symbol }) => `${symbol} onaylanıyor…`,
      approved: ({ symbol }) => `${symbol} onaylandı`,
      swapping: ({ from, to }) => `${from}, ${to} ile takas ediliyor…`,
      swapped: ({ from, to }) => `${from}, ${to} ile takas edildi`,
    },
    errors: {
      networkNotSupported: 'Ağ takas için desteklenmiyor',
      gasPriceNotSupported: 'Ağ gaz fiyatı için desteklenmiyor',
      insufficientLiquidity: 'Yetersiz likidite',
      unavailable: 'Teklif alınamadı. Tekrar deneyin.',
      transactionFailed: 'İşlem ağda başarısız oldu',
      tokensRequired: 'Satmak ve almak için birer token seçin',
      sameToken: 'İki farklı token seçin',
      amountRequired: 'Bir miktar girin',
      invalidSlippage: '0 ile 50 arasında, en fazla iki ondalıklı bir kayma girin',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
