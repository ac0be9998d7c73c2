/** The Send view's Spanish messages, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'Enviar',
    token: 'Token',
    loadingTokens: 'Cargando tokens…',
    noTokens: 'No hay tokens para enviar en esta red',
    balance: ({ amount }) => `Saldo: ${amount}`,
    amount: 'Cantidad',
    max: 'Máx.',
    receiver: 'Dirección del destinatario',
    networkFee: 'Tarifa de red',
    feeLoading: 'Calculando…',
    feeSponsored: 'Patrocinada',
    feeUnavailable: 'No disponible',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Enviar',
    sending: 'Enviando…',
    tokenAccountRent: ({ amount }) => `Incluye ${amount} para la nueva cuenta de token del receptor`,
    notLanded: 'La transacción no se completó. Revisa tu saldo e inténtalo de nuevo.',
    errors: {
      networkNotFound: 'Red no encontrada',
      unsupportedChain: 'Red no compatible',
      amountAndReceiverRequired: 'Se requieren una cantidad y una dirección de destinatario',
      tokenRequired: 'Se requiere un token',
      invalidReceiver: 'Ingresa una dirección válida: 0x y 40 caracteres hexadecimales',
      feeExceedsBalance: 'La tarifa de red supera el saldo',
      feeUnavailable: 'No se pudo calcular la tarifa de red. Inténtalo de nuevo.',
      invalidSolanaReceiver: 'Ingresa una dirección de Solana válida: de 32 a 44 caracteres base58',
    },
  },
} satisfies Catalog<SendMessages>

export default send
