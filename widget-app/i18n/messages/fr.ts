/** The widget's French messages (formal "vous"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/fr.js'
import type { WidgetMessages } from './en.js'

const fr = {
  titles: {
    connect: 'Connecter un portefeuille',
    connecting: 'Connexion en cours',
    account: 'Compte',
    networks: 'Choisir un réseau',
    switchNetwork: 'Changer de réseau',
    email: 'E-mail',
    updateEmail: 'Modifier l’e-mail',
    approve: 'Approuver',
    allWallets: 'Tous les portefeuilles',
    walletConnect: 'WalletConnect',
  },
  header: {
    back: 'Retour',
    close: 'Fermer',
  },
  tags: {
    installed: 'Installé',
    recent: 'Récent',
    featured: 'À la une',
    recommended: 'Recommandé',
    current: 'Actuel',
    qrCode: 'Code QR',
  },
  connect: {
    orUseWallet: 'ou utilisez un portefeuille',
    walletConnect: 'WalletConnect',
    noWallets:
      'Aucun portefeuille de navigateur n’a été trouvé sur cette page. Installez une extension de portefeuille, puis rechargez la page.',
    browserWallets: 'Portefeuilles du navigateur',
    allWallets: 'Tous les portefeuilles',
  },
  email: {
    label: 'E-mail',
    placeholder: 'vous@exemple.fr',
    continue: 'Continuer',
    sendingCode: ({ email }) => `Envoi d’un code à ${email}…`,
    approveBrowser: 'Approuvez ce navigateur',
    approveBrowserDetail: ({ email }) =>
      `Nous avons envoyé un lien à ${email}. Ouvrez-le pour approuver ce navigateur ; cette page continuera d’elle-même.`,
    codeSentTo: ({ email }) => `Saisissez le code envoyé à ${email}`,
    code: 'Code',
    checking: 'Vérification…',
    resend: 'Renvoyer le code',
    resendIn: ({ seconds }) => `Renvoyer le code (${seconds} s)`,
    retry: 'Réessayer',
  },
  updateEmail: {
    done: 'E-mail modifié',
    doneDetail: ({ email }) => `Votre portefeuille se connecte désormais avec ${email}.`,
    finish: 'Terminé',
    current: ({ email }) => `Actuellement : ${email}.`,
    currentNone: 'Aucun e-mail actuellement.',
    codeSentTo: ({ email }) => `Saisissez le code envoyé à ${email}.`,
    codeSentToCurrent: 'Saisissez le code envoyé à votre adresse e-mail actuelle.',
    newEmail: 'Nouvel e-mail',
    code: 'Code',
    continue: 'Continuer',
  },
  account: {
    copyAddress: ', copier l’adresse complète',
    balanceUnavailable: 'Solde indisponible',
    balanceLoading: 'Chargement du solde…',
    balanceRetry: 'Réessayer',
    connectedWith: ({ wallet }) => `Connecté avec ${wallet}`,
    network: 'Réseau',
    unsupportedNetwork: ({ chainId }) => `Réseau non pris en charge (${chainId})`,
    updateEmail: 'Modifier l’e-mail',
    viewOnExplorer: 'Voir dans l’explorateur de blocs',
    disconnect: 'Déconnecter',
  },
  allWallets: {
    search: {
      label: 'Rechercher des portefeuilles',
      placeholder: 'Rechercher par nom',
    },
    list: 'Tous les portefeuilles',
    found: ({ count }) =>
      plural('fr', count, {
        one: `${count} portefeuille trouvé`,
        many: `${count} de portefeuilles trouvés`,
        other: `${count} portefeuilles trouvés`,
      }),
    total: ({ count }) =>
      plural('fr', count, {
        one: `${count} portefeuille`,
        many: `${count} de portefeuilles`,
        other: `${count} portefeuilles`,
      }),
    loading: 'Chargement des portefeuilles…',
    loadFailed: 'Impossible de charger la liste des portefeuilles',
    searchFailed: 'La recherche a échoué',
    retry: 'Réessayer',
  },
  connecting: {
    walletGone: 'Ce portefeuille n’est plus disponible sur la page.',
    declined: 'Connexion refusée',
    retry: 'Réessayer',
    continueIn: ({ wallet }) => `Continuer dans ${wallet}`,
    acceptRequest: 'Acceptez la demande de connexion dans le portefeuille.',
  },
  walletConnect: {
    openApp: 'Ouvrir l’app',
    openDesktop: 'Ouvrir l’app de bureau',
    openBrowser: 'Ouvrir dans le navigateur',
    failed: 'Échec de la connexion',
    retry: 'Réessayer',
    qrLabel: ({ wallet }) => `Code QR pour connecter ${wallet}`,
    qrLabelAny: 'Code QR pour connecter un portefeuille WalletConnect',
    scanWith: ({ wallet }) => `Scannez avec ${wallet}.`,
    scanWithPhone: 'Scannez avec le portefeuille de votre téléphone.',
    linkCopied: 'Lien copié',
    copyFailed: 'Impossible de copier le lien',
    copyLink: 'Copier le lien',
    unsafeLink:
      'Un lien de ce portefeuille a été refusé : seuls les liens https: et les liens de l’app du portefeuille sont ouverts.',
    preparing: 'Préparation de la connexion…',
    pending: {
      waiting: ({ wallet }) => `En attente de ${wallet}`,
      waitingAny: 'En attente de votre portefeuille',
      cancel: 'Annuler la demande',
      signMessage: 'Signer un message',
      signTypedData: 'Signer des données typées',
      sendTransaction: 'Envoyer une transaction',
      switchNetwork: 'Changer de réseau',
      addNetwork: 'Ajouter un réseau',
    },
  },
  networks: {
    list: 'Réseaux',
    supported: 'Réseaux pris en charge',
    approveInWallet: 'Approuvez dans le portefeuille',
    acceptSwitch: ({ network }) => `Acceptez le passage à ${network} dans votre portefeuille.`,
    acceptSwitchAny: 'Acceptez le changement de réseau dans votre portefeuille.',
    unsupported: 'Cette app ne prend pas en charge votre réseau actuel. Passez à l’un des réseaux ci-dessous.',
    disconnect: 'Déconnecter',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Origine non autorisée',
      message:
        'Ce site ne fait pas partie des origines autorisées du projet. Ajoutez-le dans la configuration du projet pour connecter des portefeuilles ici.',
    },
    INVALID_PROJECT_ID: {
      title: 'ID de projet non valide',
      message: 'L’ID de projet de ce site est inconnu. Vérifiez data-project-id.',
    },
    SERVER_ERROR: {
      title: 'Erreur serveur',
      message:
        'La configuration du projet n’a pas pu être lue. Les portefeuilles du navigateur et WalletConnect se connectent toujours ; la connexion par e-mail attend qu’elle puisse être lue.',
    },
    RATE_LIMITED: {
      title: 'Limite de requêtes atteinte',
      message:
        'Trop de requêtes pour ce projet. Les portefeuilles du navigateur et WalletConnect se connectent toujours ; la connexion par e-mail attend que le projet puisse être lu.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'ID de projet non configuré',
      message:
        'Aucun service de projet n’est configuré pour ce déploiement : le site ne peut donc pas être vérifié. Les connexions de portefeuilles sont désactivées.',
    },
  },
  toasts: {
    addressCopied: 'Adresse copiée',
    copyAddressFailed: 'Impossible de copier l’adresse',
    balanceUnavailable: 'Solde du jeton indisponible',
    emailUpdated: 'E-mail modifié',
    providerNotFound: 'Fournisseur introuvable.',
    networkNotFound: 'Réseau introuvable',
  },
  errors: {
    generic: 'Un problème est survenu',
    unknown: 'Une erreur s’est produite',
    connectFailed: 'Échec de la connexion',
    invalidEmail: 'Adresse e-mail non valide',
    invalidCode: 'Saisissez le code à 6 chiffres reçu par e-mail',
    cooldown: ({ seconds }) =>
      plural('fr', seconds, {
        one: `Veuillez réessayer dans ${seconds} seconde`,
        many: `Veuillez réessayer dans ${seconds} de secondes`,
        other: `Veuillez réessayer dans ${seconds} secondes`,
      }),
    frameLoadFailed: 'Impossible de charger le composant de connexion par e-mail',
    requestAborted: 'La requête a été interrompue',
    userRejected: 'L’utilisateur a refusé la requête.',
    noAccount: 'Le portefeuille n’a renvoyé aucun compte',
    noEthereumAccount: 'Le portefeuille n’a approuvé aucun compte Ethereum',
    walletConnectUnavailable: 'WalletConnect n’est pas disponible sur ce déploiement',
    emailUnavailable: 'La connexion par e-mail n’est pas disponible',
    noChainSwitching: ({ wallet }) => `${wallet} ne permet pas de changer de réseau par programmation.`,
    codeWrong: 'Code non valide',
    codeNone: 'Aucun code n’a été envoyé à cette adresse ; demandez-en un nouveau',
    codeUsed: 'Ce code a déjà été utilisé ; demandez-en un nouveau',
    codeExpired: 'Ce code a expiré ; demandez-en un nouveau',
    codeLocked: 'Trop de codes erronés ; demandez-en un nouveau',
  },
  secureFrame: {
    title: 'Portefeuille sécurisé',
  },
  viewLoad: {
    loading: 'Chargement…',
    failed: 'Cette partie du widget n’a pas pu être chargée. Vérifiez votre connexion.',
    retry: 'Réessayer',
  },
  ...accountTabs,
  /** Send view. */
  send: {
    title: 'Envoyer',
    open: 'Envoyer',
    token: 'Jeton',
    loadingTokens: 'Chargement des jetons…',
    noTokens: 'Aucun jeton à envoyer sur ce réseau',
    balance: ({ amount }) => `Solde : ${amount}`,
    amount: 'Montant',
    max: 'Max',
    receiver: 'Adresse du destinataire',
    networkFee: 'Frais de réseau',
    feeLoading: 'Estimation…',
    feeUnavailable: 'Indisponibles',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Envoyer',
    sending: 'Envoi…',
    errors: {
      networkNotFound: 'Réseau introuvable',
      unsupportedChain: 'Réseau non pris en charge',
      amountAndReceiverRequired: 'Un montant et une adresse de destinataire sont requis',
      tokenRequired: 'Un jeton est requis',
      invalidReceiver: 'Saisissez une adresse valide : 0x et 40 caractères hexadécimaux',
      feeExceedsBalance: 'Les frais de réseau dépassent le solde',
      feeUnavailable: 'Les frais de réseau n’ont pas pu être estimés. Réessayez.',
      negative: 'Le montant ne peut pas être négatif',
      exponent: 'Saisissez le montant en chiffres, sans exposant (p. ex. 0,001)',
      tooManyDecimals: ({ symbol, decimals }) => `Trop de décimales pour ${symbol} (${decimals} au maximum)`,
      invalid: 'Saisissez des chiffres avec un seul séparateur décimal, sans séparateur de milliers',
      exceedsBalance: 'Le montant dépasse le solde',
      zero: 'Saisissez un montant supérieur à zéro',
    },
  },
} satisfies Catalog<WidgetMessages>

export default fr
