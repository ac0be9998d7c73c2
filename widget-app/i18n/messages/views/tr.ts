/** The Turkish texts of the views downloaded on demand, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
  updateEmail: {
    done: 'E-posta güncellendi',
    doneDetail: ({ email }) => `Cüzdanınız artık ${email} ile giriş yapıyor.`,
    finish: 'Tamam',
    current: ({ email }) => `Şu anki adres: ${email}.`,
    currentNone: 'Şu anda e-posta adresi yok.',
    codeSentTo: ({ email }) => `${email} adresine gönderdiğimiz kodu girin.`,
    codeSentToCurrent: 'Mevcut e-posta adresinize gönderdiğimiz kodu girin.',
    newEmail: 'Yeni e-posta',
    code: 'Kod',
    continue: 'Devam et',
  },
  account: {
    copyAddress: ', tam adresi kopyala',
    balanceUnavailable: 'Bakiye kullanılamıyor',
    balanceLoading: 'Bakiye yükleniyor…',
    balanceRetry: 'Tekrar dene',
    connectedWith: ({ wallet }) => `${wallet} ile bağlandı`,
    network: 'Ağ',
    unsupportedNetwork: ({ chainId }) => `Desteklenmeyen ağ (${chainId})`,
    updateEmail: 'E-postayı güncelle',
    viewOnExplorer: 'Blok gezgininde görüntüle',
    disconnect: 'Bağlantıyı kes',
  },
  allWallets: {
    search: {
      label: 'Cüzdan ara',
      placeholder: 'Ada göre ara',
    },
    list: 'Tüm cüzdanlar',
    /** Turkish nouns stay singular after a number, so every plural category has the same text. */
    found: ({ count }) => plural('tr', count, { other: `${count} cüzdan bulundu` }),
    total: ({ count }) => plural('tr', count, { other: `${count} cüzdan` }),
    loading: 'Cüzdanlar yükleniyor…',
    loadFailed: 'Cüzdan listesi yüklenemedi',
    searchFailed: 'Arama başarısız oldu',
    retry: 'Tekrar dene',
  },
  connecting: {
    walletGone: 'Bu cüzdan artık sayfada kullanılamıyor.',
    declined: 'Bağlantı reddedildi',
    retry: 'Tekrar dene',
    continueIn: ({ wallet }) => `${wallet} üzerinden devam edin`,
    acceptRequest: 'Cüzdandaki bağlantı isteğini kabul edin.',
  },
  walletConnect: {
    openApp: 'Uygulamayı aç',
    openDesktop: 'Masaüstü uygulamasını aç',
    openBrowser: 'Tarayıcıda aç',
    failed: 'Bağlantı başarısız oldu',
    retry: 'Tekrar dene',
    qrLabel: ({ wallet }) => `${wallet} cüzdanını bağlamak için QR kodu`,
    qrLabelAny: 'Bir WalletConnect cüzdanı bağlamak için QR kodu',
    scanWith: ({ wallet }) => `${wallet} ile tarayın.`,
    scanWithPhone: 'Telefonunuzdaki cüzdanla tarayın.',
    linkCopied: 'Bağlantı kopyalandı',
    copyFailed: 'Bağlantı kopyalanamadı',
    copyLink: 'Bağlantıyı kopyala',
    unsafeLink:
      'Bu cüzdanın bir bağlantısı reddedildi: yalnızca https: bağlantıları ve cüzdanın kendi uygulama bağlantıları açılır.',
    preparing: 'Bağlantı hazırlanıyor…',
    pending: {
      waiting: ({ wallet }) => `${wallet} bekleniyor`,
      waitingAny: 'Cüzdanınız bekleniyor',
      cancel: 'İsteği iptal et',
      signMessage: 'Mesaj imzala',
      signTypedData: 'Tipli veri imzala',
      sendTransaction: 'İşlem gönder',
      switchNetwork: 'Ağı değiştir',
      addNetwork: 'Ağ ekle',
    },
  },
  networks: {
    list: 'Ağlar',
    supported: 'Desteklenen ağlar',
    approveInWallet: 'Cüzdanda onaylayın',
    acceptSwitch: ({ network }) => `Cüzdanınızda ${network} ağına geçişi kabul edin.`,
    acceptSwitchAny: 'Cüzdanınızda ağ geçişini kabul edin.',
    unsupported: 'Bu uygulama mevcut ağınızı desteklemiyor. Aşağıdaki ağlardan birine geçin.',
    disconnect: 'Bağlantıyı kes',
  },
  amount: {
    negative: 'Miktar negatif olamaz',
    exponent: 'Miktarı üs kullanmadan rakamlarla yazın (ör. 0,001)',
    tooManyDecimals: ({ symbol, decimals }) => `${symbol} için çok fazla ondalık basamak (en fazla ${decimals})`,
    invalid: 'Tek bir ondalık ayırıcıyla ve binlik ayırıcı olmadan rakam girin',
    exceedsBalance: 'Miktar bakiyeden fazla',
    zero: 'Sıfırdan büyük bir miktar girin',
  },
  farcaster: {
    qrLabel: 'Farcaster ile giriş için QR kodu',
    scan: 'Kodu telefonunuzun kamerasıyla tarayın veya bağlantıyı Farcaster’da açın.',
    openLink: 'Farcaster’da aç',
    preparing: 'Giriş isteği hazırlanıyor…',
    waiting: 'Farcaster’da onay bekleniyor…',
    failed: 'Farcaster ile giriş başarısız oldu',
  },
  social: {
    heading: ({ provider }) => `${provider} ile giriş yap`,
    starting: 'Giriş hazırlanıyor…',
    prompt: ({ provider }) => `${provider} girişini açılır pencerede açmak için Devam'ı seçin.`,
    blocked:
      "Tarayıcınız açılır pencereyi engelledi. Bu site için açılır pencerelere izin verin, ardından Tekrar dene'yi seçin.",
    popup: 'Açılır pencerede devam edin',
    connecting: 'Cüzdanınız bağlanıyor…',
    failed: ({ provider }) => `${provider} ile giriş başarısız oldu`,
    cancel: 'İptal',
  },
} satisfies Catalog<ViewsMessages>

export default views
