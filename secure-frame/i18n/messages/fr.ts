/** The secure frame's French messages (formal "vous"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountFr from '../../smart-account/i18n/fr.js'
import type { SecureFrameMessages } from './en.js'

const fr = {
  smartAccount: smartAccountFr,
  titles: {
    signMessage: 'Signer le message',
    signTypedData: 'Signer des données typées',
    tokenPermit: 'Autorisation de jetons',
    sendTransaction: 'Envoyer la transaction',
  },
  approval: {
    requestedBy: 'Demandé par ',
    unknownSite: 'un site inconnu',
    reject: 'Rejeter',
    approve: 'Approuver',
    hiddenHint: 'L’approbation n’est possible que lorsque cette fenêtre est entièrement visible.',
    details: 'Détails de la demande',
    showRaw: ({ caption }) => `Afficher les ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`,
  },
  rows: {
    network: 'Réseau',
    account: 'Compte',
    app: 'App',
    type: 'Type',
    contract: 'Contrat',
    from: 'De',
    to: 'À',
    creates: 'Crée',
    value: 'Valeur',
    maxFee: 'Frais de réseau max.',
    total: 'Total',
    token: 'Jeton',
    tokens: 'Jetons',
    recipient: 'Destinataire',
    amount: 'Montant',
    collection: 'Collection',
    tokenId: 'ID du jeton',
    spender: 'Bénéficiaire',
    allowance: 'Plafond de dépense',
    allowanceNumbered: ({ index }) => `Plafond de dépense ${index}`,
    addedAllowance: 'Hausse du plafond',
    operator: 'Opérateur',
    access: 'Accès',
    function: 'Fonction',
    permit: 'Autorisation',
    expires: 'Expire',
  },
  values: {
    noName: '(sans nom)',
    newContract: 'Un nouveau contrat',
    upTo: ({ amount }) => `jusqu’à ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} gas × ${gwei} gwei au maximum`,
    unknownToken: ({ amount }) => `${amount} (unités de base d’un jeton inconnu)`,
    tokenNumber: ({ id }) => `jeton #${id}`,
    unlimited: 'Illimité',
    unlimitedOf: ({ symbol }) => `${symbol} illimité`,
    allTokens: 'Tous les jetons',
    revoked: 'Révoqué',
    notRecognised: ({ selector }) => `${selector} (non reconnue)`,
    never: 'Jamais',
    grantOf: ({ amount, token }) => `${amount} de ${token}`,
  },
  captions: {
    message: 'Message',
    messageHex: 'Message (hex ; texte non lisible)',
    typedData: 'Message de données typées',
    rawData: ({ bytes }) =>
      plural('fr', bytes, {
        one: `Données brutes (${bytes} octet)`,
        many: `Données brutes (${bytes} d’octets)`,
        other: `Données brutes (${bytes} octets)`,
      }),
  },
  summaries: {
    send: ({ amount, to }) => `Envoyer ${amount} à ${to}`,
    createContract: 'Créer un contrat',
    move: ({ what, from, to }) => `Transférer ${what} de ${from} à ${to}`,
    allowSpend: ({ spender, amount }) => `Autoriser ${spender} à dépenser ${amount}`,
    allowSpendMore: ({ spender, amount }) => `Autoriser ${spender} à dépenser ${amount} de plus`,
    sendNft: ({ standard, items, to }) => `Envoyer ${standard} ${items} à ${to}`,
    allowAll: ({ operator }) => `Autoriser ${operator} à transférer tous vos jetons de cette collection`,
    revokeAll: ({ operator }) => `Révoquer l’accès de ${operator} à cette collection`,
    callFunction: ({ selector, contract }) => `Appeler la fonction ${selector} de ${contract}`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} pourra prélever la totalité de ce jeton sur votre compte, maintenant et plus tard, jusqu’à ce que vous révoquiez l’autorisation.`,
    approveAll: ({ operator }) =>
      `${operator} pourra prélever tous les jetons que vous détenez dans cette collection, maintenant et plus tard, jusqu’à ce que vous révoquiez l’autorisation.`,
    permitUnlimited: ({ spender, count }) =>
      `Cette signature permet à ${spender} de prélever ${plural('fr', count, { one: 'ce jeton', many: 'ces jetons', other: 'ces jetons' })} sans limite et sans autre confirmation.`,
    permit: ({ spender }) =>
      `Cette signature permet à ${spender} de prélever des jetons sur votre compte sans autre confirmation.`,
  },
  social: {
    title: ({ provider }) => `Se connecter avec ${provider}`,
    hint: 'Une fenêtre s’ouvre pour vous connecter à votre compte.',
    continue: 'Continuer',
    waiting: 'Terminez la connexion dans la fenêtre qui s’est ouverte.',
    popupBlocked:
      'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
    retry: 'Réessayer',
  },
  solana: {
    signTransaction: 'Signer la transaction',
    feePayer: 'Payeur des frais',
    program: 'Programme',
    mint: 'Mint',
    newTokenAccount: 'Nouveau compte de jetons pour',
    fee: 'Frais de réseau',
    unknownInstruction: ({ program }) => `${program} (instruction inconnue)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default fr
