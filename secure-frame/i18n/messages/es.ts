/** The secure frame's Spanish messages (informal "tú"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountEs from '../../smart-account/i18n/es.js'
import type { SecureFrameMessages } from './en.js'

const es = {
  smartAccount: smartAccountEs,
  titles: {
    signMessage: 'Firmar mensaje',
    signTypedData: 'Firmar datos tipados',
    tokenPermit: 'Permiso de tokens',
    sendTransaction: 'Enviar transacción',
  },
  approval: {
    requestedBy: 'Solicitado por ',
    unknownSite: 'un sitio desconocido',
    reject: 'Rechazar',
    approve: 'Aprobar',
    hiddenHint: 'Solo puedes aprobar mientras esta ventana esté completamente visible.',
    details: 'Detalles de la solicitud',
    showRaw: ({ caption }) => `Mostrar ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`,
  },
  rows: {
    network: 'Red',
    account: 'Cuenta',
    app: 'App',
    type: 'Tipo',
    contract: 'Contrato',
    from: 'De',
    to: 'Para',
    creates: 'Crea',
    value: 'Valor',
    maxFee: 'Tarifa de red máx.',
    total: 'Total',
    token: 'Token',
    tokens: 'Tokens',
    recipient: 'Destinatario',
    amount: 'Monto',
    collection: 'Colección',
    tokenId: 'ID del token',
    spender: 'Gastador',
    allowance: 'Límite de gasto',
    allowanceNumbered: ({ index }) => `Límite de gasto ${index}`,
    addedAllowance: 'Límite adicional',
    operator: 'Operador',
    access: 'Acceso',
    function: 'Función',
    permit: 'Permiso',
    expires: 'Vence',
  },
  values: {
    noName: '(sin nombre)',
    newContract: 'Un contrato nuevo',
    upTo: ({ amount }) => `hasta ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} de gas × ${gwei} gwei como máximo`,
    unknownToken: ({ amount }) => `${amount} (unidades base de un token desconocido)`,
    tokenNumber: ({ id }) => `token #${id}`,
    unlimited: 'Ilimitado',
    unlimitedOf: ({ symbol }) => `${symbol} ilimitado`,
    allTokens: 'Todos los tokens',
    revoked: 'Revocado',
    notRecognised: ({ selector }) => `${selector} (no reconocida)`,
    never: 'Nunca',
    grantOf: ({ amount, token }) => `${amount} de ${token}`,
  },
  captions: {
    message: 'Mensaje',
    messageHex: 'Mensaje (hex; no es texto legible)',
    typedData: 'Mensaje de datos tipados',
    rawData: ({ bytes }) =>
      plural('es', bytes, {
        one: `Datos sin procesar (${bytes} byte)`,
        many: `Datos sin procesar (${bytes} de bytes)`,
        other: `Datos sin procesar (${bytes} bytes)`,
      }),
  },
  summaries: {
    send: ({ amount, to }) => `Enviar ${amount} a ${to}`,
    createContract: 'Crear un contrato',
    move: ({ what, from, to }) => `Mover ${what} de ${from} a ${to}`,
    allowSpend: ({ spender, amount }) => `Permitir que ${spender} gaste ${amount}`,
    allowSpendMore: ({ spender, amount }) => `Permitir que ${spender} gaste ${amount} más`,
    sendNft: ({ standard, items, to }) => `Enviar ${standard} ${items} a ${to}`,
    allowAll: ({ operator }) => `Permitir que ${operator} mueva todos tus tokens de esta colección`,
    revokeAll: ({ operator }) => `Revocar el acceso de ${operator} a esta colección`,
    callFunction: ({ selector, contract }) => `Llamar a la función ${selector} de ${contract}`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} podrá retirar de tu cuenta todo tu saldo de este token, ahora y en el futuro, hasta que revoques el permiso.`,
    approveAll: ({ operator }) =>
      `${operator} podrá tomar todos los tokens que tengas en esta colección, ahora y en el futuro, hasta que revoques el permiso.`,
    permitUnlimited: ({ spender, count }) =>
      `Esta firma permite que ${spender} tome ${plural('es', count, { one: 'este token', many: 'estos tokens', other: 'estos tokens' })} sin límite y sin otra confirmación.`,
    permit: ({ spender }) => `Esta firma permite que ${spender} tome tokens de tu cuenta sin otra confirmación.`,
  },
  social: {
    title: ({ provider }) => `Iniciar sesión con ${provider}`,
    hint: 'Se abrirá una ventana donde inicias sesión en tu cuenta.',
    continue: 'Continuar',
    waiting: 'Termina de iniciar sesión en la ventana que se abrió.',
    popupBlocked:
      'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  solana: {
    signTransaction: 'Firmar transacción',
    feePayer: 'Pagador de la tarifa',
    program: 'Programa',
    mint: 'Mint',
    newTokenAccount: 'Nueva cuenta de tokens para',
    fee: 'Tarifa de red',
    unknownInstruction: ({ program }) => `${program} (instrucción desconocida)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default es
