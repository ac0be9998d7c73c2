/** The Swap view's Spanish messages, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'Intercambiar',
    sell: 'Vender',
    buy: 'Comprar',
    amount: 'Cantidad a vender',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'Buscar tokens',
    noMatch: 'Ningún token coincide',
    loadingTokens: 'Cargando tokens…',
    balance: ({ amount }) => `Saldo: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'Invertir tokens',
    quoteLoading: 'Obteniendo cotización…',
    receive: 'Recibes',
    priceImpact: 'Impacto en el precio',
    priceImpactUnknown: 'Desconocido (sin precio en USD)',
    slippage: 'Tolerancia de deslizamiento (%)',
    minimumReceived: 'Mínimo recibido',
    networkFee: 'Tarifa de red',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `Primero aprueba ${symbol}: dos transacciones`,
    submit: 'Intercambiar',
    approveAndSwap: ({ symbol }) => `Aprobar ${symbol} e intercambiar`,
    approving: 'Aprobando…',
    swapping: 'Intercambiando…',
    toasts: {
      approving: ({ symbol }) => `Aprobando ${symbol}…`,
      approved: ({ symbol }) => `${symbol} aprobado`,
      swapping: ({ from, to }) => `Intercambiando ${from} por ${to}…`,
      swapped: ({ from, to }) => `${from} intercambiado por ${to}`,
    },
    errors: {
      networkNotSupported: 'Red no compatible con intercambios',
      gasPriceNotSupported: 'Red no compatible con el precio del gas',
      insufficientLiquidity: 'Liquidez insuficiente',
      unavailable: 'No se pudo obtener una cotización. Inténtalo de nuevo.',
      transactionFailed: 'La transacción falló en la red',
      tokensRequired: 'Elige un token para vender y otro para comprar',
      sameToken: 'Elige dos tokens distintos',
      amountRequired: 'Ingresa una cantidad',
      invalidSlippage: 'Ingresa un deslizamiento de 0 a 50 con dos decimales como máximo',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
