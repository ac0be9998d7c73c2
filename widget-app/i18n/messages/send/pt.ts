/** The Send view's Brazilian Portuguese messages, part of the widget's Brazilian Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'Enviar',
    token: 'Token',
    loadingTokens: 'Carregando tokens…',
    noTokens: 'Nenhum token para enviar nesta rede',
    balance: ({ amount }) => `Saldo: ${amount}`,
    amount: 'Valor',
    max: 'Máx.',
    receiver: 'Endereço do destinatário',
    networkFee: 'Taxa de rede',
    feeLoading: 'Estimando…',
    feeSponsored: 'Patrocinada',
    feeUnavailable: 'Indisponível',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Enviar',
    sending: 'Enviando…',
    tokenAccountRent: ({ amount }) => `Inclui ${amount} para a nova conta de token do destinatário`,
    notLanded: 'A transação não foi concluída. Verifique seu saldo e tente novamente.',
    errors: {
      networkNotFound: 'Rede não encontrada',
      unsupportedChain: 'Rede não suportada',
      amountAndReceiverRequired: 'Um valor e um endereço de destinatário são obrigatórios',
      tokenRequired: 'Um token é obrigatório',
      invalidReceiver: 'Digite um endereço válido: 0x e 40 caracteres hexadecimais',
      feeExceedsBalance: 'A taxa de rede é maior que o saldo',
      feeUnavailable: 'Não foi possível estimar a taxa de rede. Tente novamente.',
      invalidSolanaReceiver: 'Digite um endereço Solana válido: de 32 a 44 caracteres base58',
    },
  },
} satisfies Catalog<SendMessages>

export default send
