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
    feeSponsored: 'Sponsorlu',
    feeUnavailable: 'Kullanılamıyor',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Gönder',
    sending: 'Gönderiliyor…',
    tokenAccountRent: ({ amount }) => `Alıcının yeni token hesabı için ${amount} dahildir`,
    notLanded: 'İşlem gerçekleşmedi. Bakiyenizi kontrol edip tekrar deneyin.',
    errors: {
      networkNotFound: 'Ağ bulunamadı',
      unsupportedChain: 'Desteklenmeyen ağ',
      amountAndReceiverRequired: 'Miktar ve alıcı adresi gereklidir',
      tokenRequired: 'Bir token seçilmesi gereklidir',
      invalidReceiver: 'Geçerli bir adres girin: 0x ve 40 onaltılık karakter',
      feeExceedsBalance: 'Ağ ücreti bakiyeden fazla',
      feeUnavailable: 'Ağ ücreti hesaplanamadı. Tekrar deneyin.',
      invalidSolanaReceiver: 'Geçerli bir Solana adresi girin: 32 ile 44 arası base58 karakter',
    },
  },
} satisfies Catalog<SendMessages>

export default send
