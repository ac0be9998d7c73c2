/** The French texts of the views downloaded on demand, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
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
  amount: {
    negative: 'Le montant ne peut pas être négatif',
    exponent: 'Saisissez le montant en chiffres, sans exposant (p. ex. 0,001)',
    tooManyDecimals: ({ symbol, decimals }) => `Trop de décimales pour ${symbol} (${decimals} au maximum)`,
    invalid: 'Saisissez des chiffres avec un seul séparateur décimal, sans séparateur de milliers',
    exceedsBalance: 'Le montant dépasse le solde',
    zero: 'Saisissez un montant supérieur à zéro',
  },
  farcaster: {
    qrLabel: 'Code QR pour se connecter avec Farcaster',
    scan: 'Scannez le code avec l’appareil photo de votre téléphone ou ouvrez le lien dans Farcaster.',
    openLink: 'Ouvrir dans Farcaster',
    preparing: 'Préparation de la demande de connexion…',
    waiting: 'En attente de l’approbation dans Farcaster…',
    failed: 'La connexion avec Farcaster a échoué',
  },
  social: {
    heading: ({ provider }) => `Se connecter avec ${provider}`,
    starting: 'Préparation de la connexion…',
    prompt: ({ provider }) =>
      `Sélectionnez Continuer pour ouvrir la connexion ${provider} dans une fenêtre contextuelle.`,
    blocked:
      'Votre navigateur a bloqué la fenêtre contextuelle. Autorisez les fenêtres contextuelles pour ce site, puis sélectionnez Réessayer.',
    popup: 'Continuez dans la fenêtre contextuelle',
    connecting: 'Connexion de votre portefeuille…',
    failed: ({ provider }) => `La connexion avec ${provider} a échoué`,
    cancel: 'Annuler',
  },
} satisfies Catalog<ViewsMessages>

export default views
