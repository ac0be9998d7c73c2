/** The Buy view's Turkish messages, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'Satın al',
    token: 'Satın alınacak token',
    network: 'Ağ',
    paymentCurrency: 'Ödeme para birimi',
    paymentMethod: 'Ödeme yöntemi',
    methods: { card: 'Kart', ach_bank_account: 'Banka havalesi (ACH)' },
    amount: 'Ödenecek tutar',
    limits: ({ min, max }) => `${min} ile ${max} arası`,
    fallbackOptions: 'Sağlayıcının seçenekleri yüklenemedi: standart limitler geçerlidir.',
    loadingOptions: 'Seçenekler yükleniyor…',
    noOptions: 'Bu ağda satın alınabilecek bir şey yok',
    quoteLoading: 'Teklif alınıyor…',
    receive: 'Alacağınız',
    subtotal: 'Ara toplam',
    providerFee: 'Sağlayıcı ücreti',
    networkFee: 'Ağ ücreti',
    total: 'Toplam',
    estimated: 'Teklif yok: gösterilen tutar girdiğiniz tutardır.',
    submit: 'Ödemeye devam et',
    starting: 'Ödeme sayfası açılıyor…',
    openCheckout: 'Ödeme sayfasını aç',
    status: {
      open: 'Ödeme bekleniyor…',
      pending: 'Ödeme alındı: tokenlarınız gönderiliyor…',
      completed: 'Satın alma tamamlandı',
      failed: ({ reason }) => `Satın alma başarısız oldu: ${reason}`,
      expired:
        'Ödeme sayfasının süresi ödeme yapılmadan doldu, bu yüzden hiçbir ücret alınmadı. Yeniden başlamak için ödemeye devam edin.',
    },
    toasts: {
      opened: 'Ödeme sayfası açıldı: ödemeyi orada tamamlayın',
      blocked: 'Tarayıcı ödeme sayfasını engelledi: bağlantıyla açın',
      refused: ({ reason }) => `Ödeme sayfası açılamadı: ${reason}`,
      pending: ({ amount }) => `Ödeme alındı: ${amount} gönderiliyor…`,
      completed: ({ amount }) => `${amount} satın alındı`,
      failed: ({ reason }) => `Satın alma başarısız oldu: ${reason}`,
      expired: 'Ödeme sayfasının süresi ödeme yapılmadan doldu: ücret alınmadı',
    },
    errors: {
      belowMin: ({ min }) => `Ödeyebileceğiniz en düşük tutar ${min}`,
      aboveMax: ({ max }) => `Ödeyebileceğiniz en yüksek tutar ${max}`,
      noLimits: 'Bu ödeme yöntemi bu para biriminde sunulmuyor',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
