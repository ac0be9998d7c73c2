/** The widget's German messages (formal "Sie"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { WidgetMessages } from './en.js'

const de = {
  titles: {
    connect: 'Wallet verbinden',
    connecting: 'Wird verbunden',
    account: 'Konto',
    networks: 'Netzwerk wählen',
    switchNetwork: 'Netzwerk wechseln',
    email: 'E-Mail',
    updateEmail: 'E-Mail ändern',
    approve: 'Genehmigen',
    allWallets: 'Alle Wallets',
    walletConnect: 'WalletConnect',
  },
  header: {
    back: 'Zurück',
    close: 'Schließen',
  },
  tags: {
    installed: 'Installiert',
    recent: 'Zuletzt genutzt',
    featured: 'Vorgestellt',
    recommended: 'Empfohlen',
    current: 'Aktuell',
    qrCode: 'QR-Code',
  },
  connect: {
    orUseWallet: 'oder eine Wallet verwenden',
    walletConnect: 'WalletConnect',
    noWallets:
      'Auf dieser Seite wurde keine Browser-Wallet gefunden. Installieren Sie eine Wallet-Erweiterung und laden Sie die Seite dann neu.',
    browserWallets: 'Browser-Wallets',
    allWallets: 'Alle Wallets',
  },
  email: {
    label: 'E-Mail',
    placeholder: 'name@beispiel.de',
    continue: 'Weiter',
    sendingCode: ({ email }) => `Code wird an ${email} gesendet…`,
    approveBrowser: 'Diesen Browser bestätigen',
    approveBrowserDetail: ({ email }) =>
      `Wir haben einen Link an ${email} gesendet. Öffnen Sie ihn, um diesen Browser zu bestätigen; diese Seite fährt dann von selbst fort.`,
    codeSentTo: ({ email }) => `Geben Sie den Code ein, den wir an ${email} gesendet haben`,
    code: 'Code',
    checking: 'Wird geprüft…',
    resend: 'Code erneut senden',
    resendIn: ({ seconds }) => `Code erneut senden (${seconds} s)`,
    retry: 'Erneut versuchen',
  },
  updateEmail: {
    done: 'E-Mail geändert',
    doneDetail: ({ email }) => `Ihre Wallet meldet sich jetzt mit ${email} an.`,
    finish: 'Fertig',
    current: ({ email }) => `Derzeit ${email}.`,
    currentNone: 'Derzeit keine E-Mail.',
    codeSentTo: ({ email }) => `Geben Sie den Code ein, den wir an ${email} gesendet haben.`,
    codeSentToCurrent: 'Geben Sie den Code ein, den wir an Ihre aktuelle E-Mail-Adresse gesendet haben.',
    newEmail: 'Neue E-Mail',
    code: 'Code',
    continue: 'Weiter',
  },
  account: {
    copyAddress: ', vollständige Adresse kopieren',
    balanceUnavailable: 'Guthaben nicht verfügbar',
    balanceLoading: 'Guthaben wird geladen…',
    balanceRetry: 'Erneut versuchen',
    connectedWith: ({ wallet }) => `Verbunden mit ${wallet}`,
    network: 'Netzwerk',
    unsupportedNetwork: ({ chainId }) => `Nicht unterstütztes Netzwerk (${chainId})`,
    updateEmail: 'E-Mail ändern',
    viewOnExplorer: 'Im Block-Explorer ansehen',
    disconnect: 'Trennen',
  },
  allWallets: {
    search: {
      label: 'Wallets durchsuchen',
      placeholder: 'Nach Name suchen',
    },
    list: 'Alle Wallets',
    found: ({ count }) => plural('de', count, { one: `${count} Wallet gefunden`, other: `${count} Wallets gefunden` }),
    total: ({ count }) => plural('de', count, { one: `${count} Wallet`, other: `${count} Wallets` }),
    loading: 'Wallets werden geladen…',
    loadFailed: 'Die Wallet-Liste konnte nicht geladen werden',
    searchFailed: 'Die Suche ist fehlgeschlagen',
    retry: 'Erneut versuchen',
  },
  connecting: {
    walletGone: 'Diese Wallet ist auf der Seite nicht mehr verfügbar.',
    declined: 'Verbindung abgelehnt',
    retry: 'Erneut versuchen',
    continueIn: ({ wallet }) => `Weiter in ${wallet}`,
    acceptRequest: 'Bestätigen Sie die Verbindungsanfrage in der Wallet.',
  },
  walletConnect: {
    openApp: 'App öffnen',
    openDesktop: 'Desktop-App öffnen',
    openBrowser: 'Im Browser öffnen',
    failed: 'Verbindung fehlgeschlagen',
    retry: 'Erneut versuchen',
    qrLabel: ({ wallet }) => `QR-Code zum Verbinden von ${wallet}`,
    qrLabelAny: 'QR-Code zum Verbinden einer WalletConnect-Wallet',
    scanWith: ({ wallet }) => `Mit ${wallet} scannen.`,
    scanWithPhone: 'Mit der Wallet auf Ihrem Smartphone scannen.',
    linkCopied: 'Link kopiert',
    copyFailed: 'Link konnte nicht kopiert werden',
    copyLink: 'Link kopieren',
    unsafeLink:
      'Ein Link dieser Wallet wurde abgelehnt: Geöffnet werden nur https:-Links und die eigenen App-Links der Wallet.',
    preparing: 'Verbindung wird vorbereitet…',
    pending: {
      waiting: ({ wallet }) => `Warten auf ${wallet}`,
      waitingAny: 'Warten auf Ihre Wallet',
      cancel: 'Anfrage abbrechen',
      signMessage: 'Nachricht signieren',
      signTypedData: 'Typisierte Daten signieren',
      sendTransaction: 'Transaktion senden',
      switchNetwork: 'Netzwerk wechseln',
      addNetwork: 'Netzwerk hinzufügen',
    },
  },
  networks: {
    list: 'Netzwerke',
    supported: 'Unterstützte Netzwerke',
    approveInWallet: 'In der Wallet bestätigen',
    acceptSwitch: ({ network }) => `Bestätigen Sie den Wechsel zu ${network} in Ihrer Wallet.`,
    acceptSwitchAny: 'Bestätigen Sie den Netzwerkwechsel in Ihrer Wallet.',
    unsupported: 'Diese App unterstützt Ihr aktuelles Netzwerk nicht. Wechseln Sie zu einem der folgenden Netzwerke.',
    disconnect: 'Trennen',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Ursprung nicht zugelassen',
      message:
        'Diese Website gehört nicht zu den zugelassenen Ursprüngen des Projekts. Fügen Sie sie in der Projektkonfiguration hinzu, um hier Wallets zu verbinden.',
    },
    INVALID_PROJECT_ID: {
      title: 'Ungültige Projekt-ID',
      message: 'Die Projekt-ID dieser Website ist unbekannt. Prüfen Sie data-project-id.',
    },
    SERVER_ERROR: {
      title: 'Serverfehler',
      message:
        'Die Projektkonfiguration konnte nicht gelesen werden. Browser- und WalletConnect-Wallets lassen sich weiterhin verbinden; die E-Mail-Anmeldung wartet, bis sie gelesen werden kann.',
    },
    RATE_LIMITED: {
      title: 'Anfragelimit erreicht',
      message:
        'Zu viele Anfragen für dieses Projekt. Browser- und WalletConnect-Wallets lassen sich weiterhin verbinden; die E-Mail-Anmeldung wartet, bis das Projekt gelesen werden kann.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'Projekt-ID nicht konfiguriert',
      message:
        'Für diese Bereitstellung ist kein Projektdienst konfiguriert, daher kann die Website nicht geprüft werden. Wallet-Verbindungen sind deaktiviert.',
    },
  },
  toasts: {
    addressCopied: 'Adresse kopiert',
    copyAddressFailed: 'Adresse konnte nicht kopiert werden',
    balanceUnavailable: 'Token-Guthaben nicht verfügbar',
    emailUpdated: 'E-Mail geändert',
    providerNotFound: 'Provider nicht gefunden.',
    networkNotFound: 'Netzwerk nicht gefunden',
  },
  errors: {
    generic: 'Etwas ist schiefgelaufen',
    unknown: 'Ein Fehler ist aufgetreten',
    connectFailed: 'Verbindung fehlgeschlagen',
    invalidEmail: 'Ungültige E-Mail-Adresse',
    invalidCode: 'Geben Sie den 6-stelligen Code aus der E-Mail ein',
    cooldown: ({ seconds }) =>
      plural('de', seconds, {
        one: `Bitte versuchen Sie es in ${seconds} Sekunde erneut`,
        other: `Bitte versuchen Sie es in ${seconds} Sekunden erneut`,
      }),
    frameLoadFailed: 'Die Komponente für die E-Mail-Anmeldung konnte nicht geladen werden',
    requestAborted: 'Die Anfrage wurde abgebrochen',
    userRejected: 'Die Anfrage wurde vom Benutzer abgelehnt.',
    noAccount: 'Die Wallet hat kein Konto zurückgegeben',
    noEthereumAccount: 'Die Wallet hat kein Ethereum-Konto freigegeben',
    walletConnectUnavailable: 'WalletConnect ist in dieser Bereitstellung nicht verfügbar',
    emailUnavailable: 'Die E-Mail-Anmeldung ist nicht verfügbar',
    noChainSwitching: ({ wallet }) => `${wallet} unterstützt keinen programmatischen Netzwerkwechsel.`,
    codeWrong: 'Ungültiger Code',
    codeNone: 'An diese Adresse wurde kein Code gesendet; fordern Sie einen neuen an',
    codeUsed: 'Dieser Code wurde bereits verwendet; fordern Sie einen neuen an',
    codeExpired: 'Dieser Code ist abgelaufen; fordern Sie einen neuen an',
    codeLocked: 'Zu viele falsche Codes; fordern Sie einen neuen an',
  },
  secureFrame: {
    title: 'Sichere Wallet',
  },
  viewLoad: {
    loading: 'Wird geladen…',
    failed: 'Dieser Teil des Widgets konnte nicht geladen werden. Prüfen Sie Ihre Verbindung.',
    retry: 'Erneut versuchen',
  },
} satisfies Catalog<WidgetMessages>

export default de
