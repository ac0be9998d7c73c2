/** The secure frame's Brazilian Portuguese messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountPt from '../../smart-account/i18n/pt.js'
import type { SecureFrameMessages } from './en.js'

const pt = {
  smartAccount: smartAccountPt,
  titles: {
    signMessage: 'Assinar mensagem',
    signTypedData: 'Assinar dados tipados',
    tokenPermit: 'Permissão de token',
    sendTransaction: 'Enviar transação',
  },
  approval: {
    requestedBy: 'Solicitado por ',
    unknownSite: 'um site desconhecido',
    reject: 'Rejeitar',
    approve: 'Aprovar',
    hiddenHint: 'Só é possível aprovar enquanto esta janela estiver totalmente visível.',
    details: 'Detalhes da solicitação',
    showRaw: ({ caption }) => `Mostrar ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`,
  },
  rows: {
    network: 'Rede',
    account: 'Conta',
    app: 'App',
    type: 'Tipo',
    contract: 'Contrato',
    from: 'De',
    to: 'Para',
    creates: 'Cria',
    value: 'Valor',
    maxFee: 'Taxa de rede máxima',
    total: 'Total',
    token: 'Token',
    tokens: 'Tokens',
    recipient: 'Destinatário',
    amount: 'Quantidade',
    collection: 'Coleção',
    tokenId: 'ID do token',
    spender: 'Gastador',
    allowance: 'Limite de gastos',
    allowanceNumbered: ({ index }) => `Limite de gastos ${index}`,
    addedAllowance: 'Limite de gastos adicional',
    operator: 'Operador',
    access: 'Acesso',
    function: 'Função',
    permit: 'Permissão',
    expires: 'Expira em',
  },
  values: {
    noName: '(sem nome)',
    newContract: 'Um novo contrato',
    upTo: ({ amount }) => `até ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} unidades de gás × no máximo ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount} (unidades base de um token desconhecido)`,
    tokenNumber: ({ id }) => `token #${id}`,
    unlimited: 'Ilimitado',
    unlimitedOf: ({ symbol }) => `${symbol} ilimitado`,
    allTokens: 'Todos os tokens',
    revoked: 'Revogado',
    notRecognised: ({ selector }) => `${selector} (não reconhecida)`,
    never: 'Nunca',
    grantOf: ({ amount, token }) => `${amount} de ${token}`,
  },
  captions: {
    message: 'Mensagem',
    messageHex: 'Mensagem (hex; texto não legível)',
    typedData: 'Mensagem de dados tipados',
    rawData: ({ bytes }) =>
      plural('pt', bytes, {
        one: `Dados brutos (${bytes} byte)`,
        many: `Dados brutos (${bytes} de bytes)`,
        other: `Dados brutos (${bytes} bytes)`,
      }),
  },
  summaries: {
    send: ({ amount, to }) => `Enviar ${amount} para ${to}`,
    createContract: 'Criar um contrato',
    move: ({ what, from, to }) => `Mover ${what} de ${from} para ${to}`,
    allowSpend: ({ spender, amount }) => `Permitir que ${spender} gaste ${amount}`,
    allowSpendMore: ({ spender, amount }) => `Permitir que ${spender} gaste mais ${amount}`,
    sendNft: ({ standard, items, to }) => `Enviar ${standard} ${items} para ${to}`,
    allowAll: ({ operator }) => `Permitir que ${operator} mova todos os seus tokens desta coleção`,
    revokeAll: ({ operator }) => `Revogar o acesso de ${operator} a esta coleção`,
    callFunction: ({ selector, contract }) => `Chamar a função ${selector} de ${contract}`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} poderá retirar todo o saldo deste token da sua conta, agora e no futuro, até que você revogue o acesso.`,
    approveAll: ({ operator }) =>
      `${operator} poderá retirar todos os tokens que você tem nesta coleção, agora e no futuro, até que você revogue o acesso.`,
    permitUnlimited: ({ spender, count }) =>
      `Esta assinatura permite que ${spender} retire ${plural('pt', count, { one: 'este token', other: 'estes tokens' })} sem limite e sem outra confirmação.`,
    permit: ({ spender }) => `Esta assinatura permite que ${spender} retire tokens da sua conta sem outra confirmação.`,
  },
  social: {
    title: ({ provider }) => `Entrar com ${provider}`,
    hint: 'Uma janela será aberta para você entrar na sua conta.',
    continue: 'Continuar',
    waiting: 'Conclua o login na janela que foi aberta.',
    popupBlocked: 'Seu navegador bloqueou a janela de login. Permita pop-ups para este site e tente novamente.',
    retry: 'Tentar novamente',
  },
  solana: {
    signTransaction: 'Assinar transação',
    feePayer: 'Pagador da taxa',
    program: 'Programa',
    mint: 'Mint',
    newTokenAccount: 'Nova conta de tokens para',
    fee: 'Taxa de rede',
    unknownInstruction: ({ program }) => `${program} (instrução desconhecida)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default pt
