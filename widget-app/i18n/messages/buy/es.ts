/** The Buy view's Spanish messages, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'Comprar',
    token: 'Token a comprar',
    network: 'Red',
    paymentCurrency: 'Pagar en',
    paymentMethod: 'Método de pago',
    methods: { card: 'Tarjeta', ach_bank_account: 'Transferencia bancaria (ACH)' },
    amount: 'Importe a pagar',
    limits: ({ min, max }) => `De ${min} a ${max}`,
    fallbackOptions: 'No se pudieron cargar las opciones del proveedor: se aplican los límites estándar.',
    loadingOptions: 'Cargando opciones…',
    noOptions: 'No se puede comprar nada en esta red',
    quoteLoading: 'Obteniendo una cotización…',
    receive: 'Recibe',
    subtotal: 'Subtotal',
    providerFee: 'Comisión del proveedor',
    networkFee: 'Comisión de red',
    total: 'Total',
    estimated: 'No hay cotización disponible: se muestra el importe introducido.',
    submit: 'Continuar al pago',
    starting: 'Abriendo el pago…',
    openCheckout: 'Abrir el pago',
    status: {
      open: 'Esperando el pago…',
      pending: 'Pago recibido: enviando sus tokens…',
      completed: 'Compra completada',
      failed: ({ reason }) => `La compra ha fallado: ${reason}`,
      expired: 'El pago caducó antes de completarse, así que no se cobró nada. Continúe al pago para empezar de nuevo.',
    },
    toasts: {
      opened: 'Pago abierto: complételo allí',
      blocked: 'El navegador bloqueó el pago: ábralo con el enlace',
      refused: ({ reason }) => `No se pudo abrir el pago: ${reason}`,
      pending: ({ amount }) => `Pago recibido: enviando ${amount}…`,
      completed: ({ amount }) => `Ha comprado ${amount}`,
      failed: ({ reason }) => `La compra ha fallado: ${reason}`,
      expired: 'El pago caducó sin completarse: no se cobró nada',
    },
    errors: {
      belowMin: ({ min }) => `El mínimo que puede pagar es ${min}`,
      aboveMax: ({ max }) => `El máximo que puede pagar es ${max}`,
      noLimits: 'Este método de pago no se ofrece en esta moneda',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
