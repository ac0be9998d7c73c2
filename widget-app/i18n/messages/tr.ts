/** The widget's Turkish messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/tr.js'
import send from './send/tr.js'
import swap from './swap/tr.js'
import buy from './buy/tr.js'
import signIn from './sign-in/tr.js'
import names from './names/tr.js'
import accountType from './account-type/tr.js'
import multiWallet from './multi-wallet/tr.js'
import chainAccounts from './chain-accounts/tr.js'
import views from './views/tr.js'
import type { WidgetMessages } from './en.js'

const tr = {
  titles: {
    profileWallets: 'Cüzdanlar',
    connect: 'Cüzdan bağla',
    connecting: 'Bağlanıyor',
    account: 'Hesap',
    networks: 'Ağ seç',
    switchNetwork: 'Ağı değiştir',
    email: 'E-posta',
    updateEmail: 'E-postayı güncelle',
    approve: 'Onay',
    allWallets: 'Tüm cüzdanlar',
    walletConnect: 'WalletConnect',
    send: 'Gönder',
    registerName: 'Ad seç',
    registerNameSuccess: 'Ad kaydedildi',
    swap: 'Takas',
    buy: 'Satın al',
    signIn: 'Oturum Açma',
  },
  header: {
    back: 'Geri',
    close: 'Kapat',
  },
  tags: {
    installed: 'Yüklü',
    recent: 'Son kullanılan',
    featured: 'Öne çıkan',
    recommended: 'Önerilen',
    current: 'Geçerli',
    qrCode: 'QR kodu',
  },
  connect: {
    orUseWallet: 'veya bir cüzdan kullanın',
    walletConnect: 'WalletConnect',
    noWallets: 'Bu sayfada tarayıcı cüzdanı bulunamadı. Bir cüzdan uzantısı yükleyin ve sayfayı yeniden yükleyin.',
    browserWallets: 'Tarayıcı cüzdanları',
    allWallets: 'Tüm cüzdanlar',
    socials: 'Sosyal hesapla giriş yap',
  },
  email: {
    label: 'E-posta',
    placeholder: 'ad@example.com',
    continue: 'Devam et',
    sendingCode: ({ email }) => `${email} adresine kod gönderiliyor…`,
    approveBrowser: 'Bu tarayıcıyı onaylayın',
    approveBrowserDetail: ({ email }) =>
      `${email} adresine bir bağlantı gönderdik. Bu tarayıcıyı onaylamak için bağlantıyı açın; bu sayfa kendiliğinden devam eder.`,
    codeSentTo: ({ email }) => `${email} adresine gönderdiğimiz kodu girin`,
    code: 'Kod',
    checking: 'Kontrol ediliyor…',
    resend: 'Kodu yeniden gönder',
    resendIn: ({ seconds }) => `Kodu yeniden gönder (${seconds} sn)`,
    retry: 'Tekrar dene',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Kaynağa izin verilmiyor',
      message:
        'Bu site, projenin izin verilen kaynakları arasında değil. Burada cüzdan bağlamak için siteyi proje yapılandırmasına ekleyin.',
    },
    INVALID_PROJECT_ID: {
      title: 'Geçersiz proje kimliği',
      message: 'Bu sitenin proje kimliği tanınmıyor. data-project-id değerini kontrol edin.',
    },
    SERVER_ERROR: {
      title: 'Sunucu hatası',
      message:
        'Proje yapılandırması okunamadı. Tarayıcı ve WalletConnect cüzdanları bağlanmaya devam eder; e-posta ile giriş, yapılandırma okunabilene kadar bekler.',
    },
    RATE_LIMITED: {
      title: 'İstek sınırı aşıldı',
      message:
        'Bu proje için çok fazla istek var. Tarayıcı ve WalletConnect cüzdanları bağlanmaya devam eder; e-posta ile giriş, proje okunabilene kadar bekler.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'Proje kimliği yapılandırılmadı',
      message:
        'Bu dağıtımda yapılandırılmış bir proje hizmeti yok, bu yüzden site kontrol edilemiyor. Cüzdan bağlantıları kapalı.',
    },
  },
  toasts: {
    addressCopied: 'Adres kopyalandı',
    copyAddressFailed: 'Adres kopyalanamadı',
    balanceUnavailable: 'Token bakiyesi kullanılamıyor',
    emailUpdated: 'E-posta güncellendi',
    providerNotFound: 'Sağlayıcı bulunamadı.',
    networkNotFound: 'Ağ bulunamadı',
  },
  errors: {
    generic: 'Bir sorun oluştu',
    unknown: 'Bir hata oluştu',
    connectFailed: 'Bağlanılamadı',
    invalidEmail: 'Geçersiz e-posta adresi',
    invalidCode: 'E-postadaki 6 haneli kodu girin',
    cooldown: ({ seconds }) => `Lütfen ${seconds} saniye sonra tekrar deneyin`,
    frameLoadFailed: 'E-posta ile giriş bileşeni yüklenemedi',
    requestAborted: 'İstek iptal edildi',
    userRejected: 'Kullanıcı isteği reddetti.',
    noAccount: 'Cüzdan hiçbir hesap döndürmedi',
    noEthereumAccount: 'Cüzdan hiçbir Ethereum hesabını onaylamadı',
    walletConnectUnavailable: 'WalletConnect bu dağıtımda kullanılamıyor',
    emailUnavailable: 'E-posta ile giriş kullanılamıyor',
    noChainSwitching: ({ wallet }) => `${wallet}, programlı ağ değiştirmeyi desteklemiyor.`,
    codeWrong: 'Geçersiz kod',
    codeNone: 'Bu adrese kod gönderilmedi; yeni bir kod isteyin',
    codeUsed: 'Bu kod zaten kullanıldı; yeni bir kod isteyin',
    codeExpired: 'Bu kodun süresi doldu; yeni bir kod isteyin',
    codeLocked: 'Çok fazla hatalı kod girildi; yeni bir kod isteyin',
  },
  viewLoad: {
    loading: 'Yükleniyor…',
    failed: 'Widget’ın bu bölümü yüklenemedi. Bağlantınızı kontrol edin.',
    retry: 'Tekrar dene',
  },
  ...accountTabs,
  secureFrame: {
    title: 'Güvenli cüzdan',
  },
  ...views,
  ...send,
  ...swap,
  ...buy,
  ...signIn,
  ...names,
  ...accountType,
  ...multiWallet,
  ...chainAccounts,
} satisfies Catalog<WidgetMessages>

export default tr
