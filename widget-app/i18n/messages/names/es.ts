/** The account-name views' Spanish messages, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'Elegir un nombre',
    label: 'Nombre',
    rulesHint: 'Letras, dígitos y guiones, al menos 4 caracteres',
    checking: 'Comprobando…',
    available: ({ name }) => `${name} está disponible`,
    taken: ({ name }) => `${name} ya está registrado`,
    suggestions: 'Disponibles en su lugar',
    register: 'Registrar',
    registering: 'Esperando a tu billetera…',
    signNote: 'Tu billetera te pedirá firmar un mensaje. Firmar es gratis y no envía ninguna transacción.',
    success: ({ name }) => `${name} es ahora el nombre de tu cuenta`,
    successNote: 'Se muestra en lugar de tu dirección, y otras personas pueden enviarte fondos con él.',
    done: 'Listo',
    resolvesTo: ({ address }) => `Se envía a ${address}`,
    resolving: 'Buscando el nombre…',
    notRegistered: ({ name }) => `${name} no está registrado`,
    rules: {
      characters: 'Usa solo letras, dígitos y guiones',
      tooShort: 'Usa al menos 4 caracteres',
      tooLong: 'Usa como máximo 63 caracteres',
    },
    errors: {
      register: ({ name }) => `Error al registrar el nombre ${name}`,
      suggestions: 'Error al obtener sugerencias de nombres',
      resolve: 'Error al resolver el nombre',
      unsupportedChain: 'Red no compatible',
      invalidChainId: 'chainId no válido',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
