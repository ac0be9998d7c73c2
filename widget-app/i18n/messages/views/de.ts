/** The German texts of the views downloaded on demand, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
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
  amount: {
    negative: 'Der Betrag darf nicht negativ sein',
    exponent: 'Geben Sie den Betrag in Ziffern ohne Exponent ein (z. B. 0,001)',
    tooManyDecimals: ({ symbol, decimals }) => `Zu viele Nachkommastellen für ${symbol} (höchstens ${decimals})`,
    invalid: 'Geben Sie Ziffern mit einem Dezimaltrennzeichen und ohne Tausendertrennzeichen ein',
    exceedsBalance: 'Der Betrag übersteigt das Guthaben',
    zero: 'Geben Sie einen Betrag über null ein',
  },
  farcaster: {
    qrLabel: 'QR-Code für die Anmeldung mit Farcaster',
    scan: 'Scannen Sie den Code mit der Kamera Ihres Telefons oder öffnen Sie den Link in Farcaster.',
    openLink: 'In Farcaster öffnen',
    preparing: 'Anmeldeanfrage wird vorbereitet…',
    waiting: 'Warten auf Bestätigung in Farcaster…',
    failed: 'Die Anmeldung mit Farcaster ist fehlgeschlagen',
  },
  social: {
    heading: ({ provider }) => `Mit ${provider} anmelden`,
    starting: 'Anmeldung wird vorbereitet…',
    prompt: ({ provider }) =>
      `Wählen Sie „Weiter“, um die Anmeldung bei ${provider} in einem Pop-up-Fenster zu öffnen.`,
    blocked:
      'Ihr Browser hat das Pop-up blockiert. Erlauben Sie Pop-ups für diese Website und wählen Sie dann „Erneut versuchen“.',
    popup: 'Fahren Sie im Pop-up fort',
    connecting: 'Ihre Wallet wird verbunden…',
    failed: ({ provider }) => `Die Anmeldung mit ${provider} ist fehlgeschlagen`,
    cancel: 'Abbrechen',
  },
} satisfies Catalog<ViewsMessages>

export default views
