/** The Send view's Turkish messages, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'Gönder',
    token: 'Token',
    loadingTokens: 'Token’lar yükleniyor…',
    noTokens: 'Bu ağda gönderilecek token yok',
    balance: ({ amount }) => `Bakiye: ${amount}`,
    amount: 'Miktar',
    max: 'Maks.',
    receiver: 'Alıcı adresi',
    networkFee: 'Ağ ücreti',
    feeLoading: 'Hesaplanıyor…',
    feeUnavailable: 'Kullanılamıyor',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Gönder',
    sending: 'Gönderiliyor…',
    errors: {
      networkNotFound: 'Ağ bulunamadı',
      unsupportedChain: 'Desteklenmeyen ağ',
      amountAndReceiverRequired: 'Miktar ve alıcı adresi gereklidir',
      tokenRequired: 'Bir token seçilmesi gereklidir',
      invalidReceiver: 'Geçerli bir adres girin: 0x ve 40 onaltılık karakter',
      feeExceedsBalance: 'Ağ ücreti bakiyeden fazla',
      feeUnavailable: 'Ağ ücreti hesaplanamadı. Tekrar deneyin.',
      negative: 'Miktar negatif olamaz',
      exponent: 'Miktarı üs kullanmadan rakamlarla yazın (ör. 0,001)',
      tooManyDecimals: ({ symbol, decimals }) => `${symbol} için çok fazla ondalık basamak (en fazla ${decimals})`,
      invalid: 'Tek bir ondalık ayırıcıyla ve binlik ayırıcı olmadan rakam girin',
      exceedsBalance: 'Miktar bakiyeden fazla',
      zero: 'Sıfırdan büyük bir miktar girin',
    },
  },
} satisfies Catalog<SendMessages>

export default send
