/** The Swap view's Portuguese messages, part of the widget's Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'Trocar',
    sell: 'Vender',
    buy: 'Comprar',
    amount: 'Valor a vender',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'Buscar tokens',
    noMatch: 'Nenhum token corresponde',
    loadingTokens: 'Carregando tokens…',
    balance: ({ amount }) => `Saldo: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'Inverter tokens',
    quoteLoading: 'Obtendo cotação…',
    receive: 'Você recebe',
    priceImpact: 'Impacto no preço',
    priceImpactUnknown: 'Desconhecido (sem preço em USD)',
    slippage: 'Tolerância de slippage (%)',
    minimumReceived: 'Mínimo recebido',
    networkFee: 'Taxa de rede',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `Aprove ${symbol} primeiro: duas transações`,
    submit: 'Trocar',
    approveAndSwap: ({ symbol }) => `Aprovar ${symbol} e trocar`,
    approving: 'Aprovando…',
    swapping: 'Trocando…',
    toasts: {
      approving: ({ symbol }) => `Aprovando ${symbol}…`,
      approved: ({ symbol }) => `${symbol} aprovado`,
      swapping: ({ from, to }) => `Trocando ${from} por ${to}…`,
      swapped: ({ from, to }) => `${from} trocado por ${to}`,
    },
    errors: {
      networkNotSupported: 'Rede não suportada para trocas',
      gasPriceNotSupported: 'Rede não suportada para o preço do gás',
      insufficientLiquidity: 'Liquidez insuficiente',
      unavailable: 'Não foi possível obter uma cotação. Tente novamente.',
      transactionFailed: 'A transação falhou na rede',
      tokensRequired: 'Escolha um token para vender e outro para comprar',
      sameToken: 'Escolha dois tokens diferentes',
      amountRequired: 'Digite um valor',
      invalidSlippage: 'Digite um slippage de 0 a 50 com no máximo duas casas decimais',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
