/** The widget's German messages (formal "Sie"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/de.js'
import send from './send/de.js'
import swap from './swap/de.js'
import buy from './buy/de.js'
import signIn from './sign-in/de.js'
import names from './names/de.js'
import accountType from './account-type/de.js'
import multiWallet from './multi-wallet/de.js'
import chainAccounts from './chain-accounts/de.js'
import views from './views/de.js'
import type { WidgetMessages } from './en.js'

const de = {
  titles: {
    profileWallets: 'Wallets',
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
    send: 'Senden',
    registerName: 'Namen wählen',
    registerNameSuccess: 'Name registriert',
    swap: 'Tausch',
    buy: 'Kaufen',
    signIn: 'Anmeldung',
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
    socials: 'Mit einem Social-Media-Konto anmelden',
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
  viewLoad: {
    loading: 'Wird geladen…',
    failed: 'Dieser Teil des Widgets konnte nicht geladen werden. Prüfen Sie Ihre Verbindung.',
    retry: 'Erneut versuchen',
  },
  ...accountTabs,
  secureFrame: {
    title: 'Sichere Wallet',
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

export default de
