/** The widget's French messages (formal "vous"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/fr.js'
import send from './send/fr.js'
import swap from './swap/fr.js'
import buy from './buy/fr.js'
import signIn from './sign-in/fr.js'
import names from './names/fr.js'
import accountType from './account-type/fr.js'
import multiWallet from './multi-wallet/fr.js'
import chainAccounts from './chain-accounts/fr.js'
import views from './views/fr.js'
import type { WidgetMessages } from './en.js'

const fr = {
  titles: {
    profileWallets: 'Portefeuilles',
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
    send: 'Envoyer',
    registerName: 'Choisir un nom',
    registerNameSuccess: 'Nom enregistré',
    swap: 'Échange',
    buy: 'Acheter',
    signIn: 'Connexion',
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
    socials: 'Se connecter avec un compte social',
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
  viewLoad: {
    loading: 'Chargement…',
    failed: 'Cette partie du widget n’a pas pu être chargée. Vérifiez votre connexion.',
    retry: 'Réessayer',
  },
  ...accountTabs,
  secureFrame: {
    title: 'Portefeuille sécurisé',
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

export default fr
