/** The secure frame's German messages (formal "Sie"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountDe from '../../smart-account/i18n/de.js'
import type { SecureFrameMessages } from './en.js'

const de = {
  smartAccount: smartAccountDe,
  titles: {
    signMessage: 'Nachricht signieren',
    signTypedData: 'Typisierte Daten signieren',
    tokenPermit: 'Token-Berechtigung',
    sendTransaction: 'Transaktion senden',
  },
  approval: {
    requestedBy: 'Angefordert von ',
    unknownSite: 'einer unbekannten Website',
    reject: 'Ablehnen',
    approve: 'Genehmigen',
    hiddenHint: 'Genehmigen ist nur möglich, solange dieses Fenster vollständig sichtbar ist.',
    details: 'Anfragedetails',
    showRaw: ({ caption }) => `${caption} anzeigen`,
  },
  rows: {
    network: 'Netzwerk',
    account: 'Konto',
    app: 'App',
    type: 'Typ',
    contract: 'Vertrag',
    from: 'Von',
    to: 'An',
    creates: 'Erstellt',
    value: 'Wert',
    maxFee: 'Max. Netzwerkgebühr',
    total: 'Gesamt',
    token: 'Token',
    tokens: 'Token',
    recipient: 'Empfänger',
    amount: 'Betrag',
    collection: 'Sammlung',
    tokenId: 'Token-ID',
    spender: 'Berechtigter',
    allowance: 'Freigabe',
    allowanceNumbered: ({ index }) => `Freigabe ${index}`,
    addedAllowance: 'Zusätzliche Freigabe',
    operator: 'Operator',
    access: 'Zugriff',
    function: 'Funktion',
    permit: 'Berechtigung',
    expires: 'Läuft ab',
  },
  values: {
    noName: '(ohne Namen)',
    newContract: 'Ein neuer Vertrag',
    upTo: ({ amount }) => `bis zu ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} Gas × höchstens ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount} (Basiseinheiten eines unbekannten Tokens)`,
    tokenNumber: ({ id }) => `Token #${id}`,
    unlimited: 'Unbegrenzt',
    unlimitedOf: ({ symbol }) => `${symbol} unbegrenzt`,
    allTokens: 'Alle Token',
    revoked: 'Widerrufen',
    notRecognised: ({ selector }) => `${selector} (nicht erkannt)`,
    never: 'Nie',
    grantOf: ({ amount, token }) => `${amount} von ${token}`,
  },
  captions: {
    message: 'Nachricht',
    messageHex: 'Nachricht (Hex; kein lesbarer Text)',
    typedData: 'Typisierte Daten',
    rawData: ({ bytes }) =>
      plural('de', bytes, { one: `Rohdaten (${bytes} Byte)`, other: `Rohdaten (${bytes} Bytes)` }),
  },
  summaries: {
    send: ({ amount, to }) => `${amount} an ${to} senden`,
    createContract: 'Einen Vertrag erstellen',
    move: ({ what, from, to }) => `${what} von ${from} an ${to} übertragen`,
    allowSpend: ({ spender, amount }) => `${spender} erlauben, ${amount} auszugeben`,
    allowSpendMore: ({ spender, amount }) => `${spender} erlauben, weitere ${amount} auszugeben`,
    sendNft: ({ standard, items, to }) => `${standard} ${items} an ${to} senden`,
    allowAll: ({ operator }) => `${operator} erlauben, alle Ihre Token dieser Sammlung zu übertragen`,
    revokeAll: ({ operator }) => `Zugriff von ${operator} auf diese Sammlung widerrufen`,
    callFunction: ({ selector, contract }) => `Funktion ${selector} von ${contract} aufrufen`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} kann jetzt und künftig Ihr gesamtes Guthaben dieses Tokens von Ihrem Konto abziehen, bis Sie die Freigabe widerrufen.`,
    approveAll: ({ operator }) =>
      `${operator} kann jetzt und künftig jeden Token nehmen, den Sie in dieser Sammlung besitzen, bis Sie die Freigabe widerrufen.`,
    permitUnlimited: ({ spender, count }) =>
      `Mit dieser Signatur kann ${spender} ${plural('de', count, { one: 'diesen Token', other: 'diese Token' })} ohne Begrenzung und ohne weitere Bestätigung abziehen.`,
    permit: ({ spender }) =>
      `Mit dieser Signatur kann ${spender} ohne weitere Bestätigung Token von Ihrem Konto abziehen.`,
  },
  social: {
    title: ({ provider }) => `Mit ${provider} anmelden`,
    hint: 'Es öffnet sich ein Fenster, in dem Sie sich bei Ihrem Konto anmelden.',
    continue: 'Weiter',
    waiting: 'Schließen Sie die Anmeldung in dem geöffneten Fenster ab.',
    popupBlocked:
      'Ihr Browser hat das Anmeldefenster blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  solana: {
    signTransaction: 'Transaktion signieren',
    feePayer: 'Gebührenzahler',
    program: 'Programm',
    mint: 'Mint',
    newTokenAccount: 'Neues Token-Konto für',
    fee: 'Netzwerkgebühr',
    unknownInstruction: ({ program }) => `${program} (unbekannte Anweisung)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default de
