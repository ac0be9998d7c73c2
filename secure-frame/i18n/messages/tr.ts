/** The secure frame's Turkish messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountTr from '../../smart-account/i18n/tr.js'
import type { SecureFrameMessages } from './en.js'

const tr = {
  smartAccount: smartAccountTr,
  titles: {
    signMessage: 'Mesajı imzala',
    signTypedData: 'Tipli veriyi imzala',
    tokenPermit: 'Token izni',
    sendTransaction: 'İşlem gönder',
  },
  approval: {
    requestedBy: 'İsteyen: ',
    unknownSite: 'bilinmeyen bir site',
    reject: 'Reddet',
    approve: 'Onayla',
    hiddenHint: 'Onaylama yalnızca bu pencere tamamen görünürken kullanılabilir.',
    details: 'İstek ayrıntıları',
    showRaw: ({ caption }) => `${caption} göster`,
  },
  rows: {
    network: 'Ağ',
    account: 'Hesap',
    app: 'Uygulama',
    type: 'Tür',
    contract: 'Sözleşme',
    from: 'Kimden',
    to: 'Kime',
    creates: 'Oluşturur',
    value: 'Değer',
    maxFee: 'Maks. ağ ücreti',
    total: 'Toplam',
    token: 'Token',
    tokens: 'Tokenlar',
    recipient: 'Alıcı',
    amount: 'Miktar',
    collection: 'Koleksiyon',
    tokenId: 'Token kimliği',
    spender: 'Harcayan',
    allowance: 'Harcama limiti',
    allowanceNumbered: ({ index }) => `Harcama limiti ${index}`,
    addedAllowance: 'Eklenen harcama limiti',
    operator: 'Operatör',
    access: 'Erişim',
    function: 'Fonksiyon',
    permit: 'İzin',
    expires: 'Sona erme',
  },
  values: {
    noName: '(adsız)',
    newContract: 'Yeni bir sözleşme',
    upTo: ({ amount }) => `en fazla ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} gaz × en fazla ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount} (bilinmeyen bir tokenın temel birimi cinsinden)`,
    tokenNumber: ({ id }) => `token #${id}`,
    unlimited: 'Sınırsız',
    unlimitedOf: ({ symbol }) => `Sınırsız ${symbol}`,
    allTokens: 'Tüm tokenlar',
    revoked: 'İptal edildi',
    notRecognised: ({ selector }) => `${selector} (tanınmadı)`,
    never: 'Süresiz',
    grantOf: ({ amount, token }) => `${token}: ${amount}`,
  },
  captions: {
    message: 'Mesaj',
    messageHex: 'Mesaj (hex; okunabilir metin değil)',
    typedData: 'Tipli veri mesajı',
    rawData: ({ bytes }) => `Ham veri (${bytes} bayt)`,
  },
  summaries: {
    send: ({ amount, to }) => `${to} adresine ${amount} gönder`,
    createContract: 'Sözleşme oluştur',
    move: ({ what, from, to }) => `${from} adresinden ${to} adresine ${what} taşı`,
    allowSpend: ({ spender, amount }) => `${spender} adresinin ${amount} harcamasına izin ver`,
    allowSpendMore: ({ spender, amount }) => `${spender} adresinin ${amount} daha harcamasına izin ver`,
    sendNft: ({ standard, items, to }) => `${to} adresine ${standard} ${items} gönder`,
    allowAll: ({ operator }) => `${operator} adresinin bu koleksiyondaki tüm tokenlarınızı taşımasına izin ver`,
    revokeAll: ({ operator }) => `${operator} adresinin bu koleksiyona erişimini iptal et`,
    callFunction: ({ selector, contract }) => `${contract} sözleşmesinin ${selector} fonksiyonunu çağır`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender}, siz iptal edene kadar şimdi ve gelecekte hesabınızdaki bu tokenın tamamını alabilecek.`,
    approveAll: ({ operator }) =>
      `${operator}, siz iptal edene kadar şimdi ve gelecekte bu koleksiyonda sahip olduğunuz her tokenı alabilecek.`,
    permitUnlimited: ({ spender, count }) =>
      `Bu imza, ${spender} adresinin ${plural('tr', count, { one: 'bu tokenı', other: 'bu tokenları' })} başka bir onay olmadan sınırsız olarak almasına izin verir.`,
    permit: ({ spender }) =>
      `Bu imza, ${spender} adresinin başka bir onay olmadan hesabınızdan token almasına izin verir.`,
  },
  social: {
    title: ({ provider }) => `${provider} ile giriş yap`,
    hint: 'Hesabınıza giriş yapacağınız bir pencere açılır.',
    continue: 'Devam',
    waiting: 'Açılan pencerede girişi tamamlayın.',
    popupBlocked:
      'Tarayıcınız giriş penceresini engelledi. Bu site için açılır pencerelere izin verin ve tekrar deneyin.',
    retry: 'Tekrar dene',
  },
  solana: {
    signTransaction: 'İşlemi imzala',
    feePayer: 'Ücreti ödeyen',
    program: 'Program',
    mint: 'Mint',
    newTokenAccount: 'Yeni token hesabının sahibi',
    fee: 'Ağ ücreti',
    unknownInstruction: ({ program }) => `${program} (bilinmeyen talimat)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default tr
