/** The account-name views' French messages, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'Choisir un nom',
    label: 'Nom',
    rulesHint: 'Lettres, chiffres et traits d’union, au moins 4 caractères',
    checking: 'Vérification…',
    available: ({ name }) => `${name} est disponible`,
    taken: ({ name }) => `${name} est déjà pris`,
    suggestions: 'Disponibles à la place',
    register: 'Enregistrer',
    registering: 'En attente de votre portefeuille…',
    signNote:
      'Votre portefeuille vous demande de signer un message. La signature est gratuite et n’envoie aucune transaction.',
    success: ({ name }) => `${name} est désormais le nom de votre compte`,
    successNote: 'Il s’affiche à la place de votre adresse, et d’autres personnes peuvent vous envoyer des fonds avec.',
    done: 'Terminé',
    resolvesTo: ({ address }) => `Envoi à ${address}`,
    resolving: 'Recherche du nom…',
    notRegistered: ({ name }) => `${name} n’est pas enregistré`,
    rules: {
      characters: 'Utilisez uniquement des lettres, des chiffres et des traits d’union',
      tooShort: 'Utilisez au moins 4 caractères',
      tooLong: 'Utilisez au plus 63 caractères',
    },
    errors: {
      register: ({ name }) => `Erreur lors de l’enregistrement du nom ${name}`,
      suggestions: 'Erreur lors de la récupération des suggestions de noms',
      resolve: 'Erreur lors de la résolution du nom',
      unsupportedChain: 'Réseau non pris en charge',
      invalidChainId: 'chainId non valide',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
