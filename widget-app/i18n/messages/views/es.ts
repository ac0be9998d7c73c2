/** The Spanish texts of the views downloaded on demand, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
  updateEmail: {
    done: 'Correo actualizado',
    doneDetail: ({ email }) => `Tu billetera ahora inicia sesión con ${email}.`,
    finish: 'Listo',
    current: ({ email }) => `Correo actual: ${email}.`,
    currentNone: 'Actualmente sin correo.',
    codeSentTo: ({ email }) => `Ingresa el código que enviamos a ${email}.`,
    codeSentToCurrent: 'Ingresa el código que enviamos a tu correo actual.',
    newEmail: 'Nuevo correo',
    code: 'Código',
    continue: 'Continuar',
  },
  account: {
    copyAddress: ', copiar la dirección completa',
    balanceUnavailable: 'Saldo no disponible',
    balanceLoading: 'Cargando saldo…',
    balanceRetry: 'Reintentar',
    connectedWith: ({ wallet }) => `Conectado con ${wallet}`,
    network: 'Red',
    unsupportedNetwork: ({ chainId }) => `Red no compatible (${chainId})`,
    updateEmail: 'Actualizar correo',
    viewOnExplorer: 'Ver en el explorador de bloques',
    disconnect: 'Desconectar',
  },
  allWallets: {
    search: {
      label: 'Buscar billeteras',
      placeholder: 'Buscar por nombre',
    },
    list: 'Todas las billeteras',
    found: ({ count }) =>
      plural('es', count, {
        one: `${count} billetera encontrada`,
        many: `${count} de billeteras encontradas`,
        other: `${count} billeteras encontradas`,
      }),
    total: ({ count }) =>
      plural('es', count, { one: `${count} billetera`, many: `${count} de billeteras`, other: `${count} billeteras` }),
    loading: 'Cargando billeteras…',
    loadFailed: 'No se pudo cargar la lista de billeteras',
    searchFailed: 'La búsqueda falló',
    retry: 'Reintentar',
  },
  connecting: {
    walletGone: 'Esta billetera ya no está disponible en la página.',
    declined: 'Conexión rechazada',
    retry: 'Reintentar',
    continueIn: ({ wallet }) => `Continúa en ${wallet}`,
    acceptRequest: 'Acepta la solicitud de conexión en la billetera.',
  },
  walletConnect: {
    openApp: 'Abrir la app',
    openDesktop: 'Abrir la app de escritorio',
    openBrowser: 'Abrir en el navegador',
    failed: 'Falló la conexión',
    retry: 'Reintentar',
    qrLabel: ({ wallet }) => `Código QR para conectar ${wallet}`,
    qrLabelAny: 'Código QR para conectar una billetera WalletConnect',
    scanWith: ({ wallet }) => `Escanea con ${wallet}.`,
    scanWithPhone: 'Escanea con la billetera de tu teléfono.',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace',
    copyLink: 'Copiar enlace',
    unsafeLink:
      'Se rechazó un enlace de esta billetera: solo se abren enlaces https: y los enlaces de la propia app de la billetera.',
    preparing: 'Preparando la conexión…',
    pending: {
      waiting: ({ wallet }) => `Esperando a ${wallet}`,
      waitingAny: 'Esperando a tu billetera',
      cancel: 'Cancelar solicitud',
      signMessage: 'Firmar un mensaje',
      signTypedData: 'Firmar datos tipados',
      sendTransaction: 'Enviar una transacción',
      switchNetwork: 'Cambiar de red',
      addNetwork: 'Agregar una red',
    },
  },
  networks: {
    list: 'Redes',
    supported: 'Redes compatibles',
    approveInWallet: 'Aprueba en la billetera',
    acceptSwitch: ({ network }) => `Acepta el cambio a ${network} en tu billetera.`,
    acceptSwitchAny: 'Acepta el cambio de red en tu billetera.',
    unsupported: 'Esta app no es compatible con tu red actual. Cambia a una de las redes siguientes.',
    disconnect: 'Desconectar',
  },
  amount: {
    negative: 'La cantidad no puede ser negativa',
    exponent: 'Escribe la cantidad en dígitos, sin exponente (p. ej., 0,001)',
    tooManyDecimals: ({ symbol, decimals }) => `Demasiados decimales para ${symbol} (como máximo ${decimals})`,
    invalid: 'Ingresa dígitos con un solo separador decimal y sin separadores de miles',
    exceedsBalance: 'La cantidad supera el saldo',
    zero: 'Ingresa una cantidad mayor que cero',
  },
  farcaster: {
    qrLabel: 'Código QR para iniciar sesión con Farcaster',
    scan: 'Escanea el código con la cámara de tu teléfono o abre el enlace en Farcaster.',
    openLink: 'Abrir en Farcaster',
    preparing: 'Preparando la solicitud de inicio de sesión…',
    waiting: 'Esperando la aprobación en Farcaster…',
    failed: 'No se pudo iniciar sesión con Farcaster',
  },
  social: {
    heading: ({ provider }) => `Iniciar sesión con ${provider}`,
    starting: 'Preparando el inicio de sesión…',
    prompt: ({ provider }) =>
      `Selecciona Continuar para abrir el inicio de sesión de ${provider} en una ventana emergente.`,
    blocked:
      'Tu navegador bloqueó la ventana emergente. Permite las ventanas emergentes para este sitio y selecciona Reintentar.',
    popup: 'Continúa en la ventana emergente',
    connecting: 'Conectando tu billetera…',
    failed: ({ provider }) => `No se pudo iniciar sesión con ${provider}`,
    cancel: 'Cancelar',
  },
} satisfies Catalog<ViewsMessages>

export default views
