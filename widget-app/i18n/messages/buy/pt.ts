/** The Buy view's Portuguese messages, part of the widget's Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'Comprar',
    token: 'Token a comprar',
    network: 'Rede',
    paymentCurrency: 'Pagar em',
    paymentMethod: 'Forma de pagamento',
    methods: { card: 'Cartão', ach_bank_account: 'Transferência bancária (ACH)' },
    amount: 'Valor a pagar',
    limits: ({ min, max }) => `De ${min} a ${max}`,
    fallbackOptions: 'Não foi possível carregar as opções do provedor: aplicam-se os limites padrão.',
    loadingOptions: 'Carregando opções…',
    noOptions: 'Nada pode ser comprado nesta rede',
    quoteLoading: 'Obtendo uma cotação…',
    receive: 'Você recebe',
    subtotal: 'Subtotal',
    providerFee: 'Taxa do provedor',
    networkFee: 'Taxa de rede',
    total: 'Total',
    estimated: 'Nenhuma cotação disponível: o valor mostrado é o digitado.',
    submit: 'Continuar para o pagamento',
    starting: 'Abrindo o pagamento…',
    openCheckout: 'Abrir o pagamento',
    status: {
      open: 'Aguardando o pagamento…',
      pending: 'Pagamento recebido: enviando seus tokens…',
      completed: 'Compra concluída',
      failed: ({ reason }) => `A compra falhou: ${reason}`,
      expired:
        'O pagamento expirou antes de ser feito, então nada foi cobrado. Continue para o pagamento para começar de novo.',
    },
    toasts: {
      opened: 'Pagamento aberto: conclua-o lá',
      blocked: 'O navegador bloqueou o pagamento: abra-o pelo link',
      refused: ({ reason }) => `Não foi possível abrir o pagamento: ${reason}`,
      pending: ({ amount }) => `Pagamento recebido: enviando ${amount}…`,
      completed: ({ amount }) => `Você comprou ${amount}`,
      failed: ({ reason }) => `A compra falhou: ${reason}`,
      expired: 'O pagamento expirou sem ser feito: nada foi cobrado',
    },
    errors: {
      belowMin: ({ min }) => `O mínimo que você pode pagar é ${min}`,
      aboveMax: ({ max }) => `O máximo que você pode pagar é ${max}`,
      noLimits: 'Esta forma de pagamento não é oferecida nesta moeda',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
