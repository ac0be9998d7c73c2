/** The widget's Spanish messages (informal "tú"). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/es.js'
import send from './send/es.js'
import swap from './swap/es.js'
import buy from './buy/es.js'
import signIn from './sign-in/es.js'
import names from './names/es.js'
import accountType from './account-type/es.js'
import multiWallet from './multi-wallet/es.js'
import chainAccounts from './chain-accounts/es.js'
import views from './views/es.js'
import type { WidgetMessages } from './en.js'

const es = {
  titles: {
    profileWallets: 'Billeteras',
    connect: 'Conectar billetera',
    connecting: 'Conectando',
    account: 'Cuenta',
    networks: 'Elegir red',
    switchNetwork: 'Cambiar de red',
    email: 'Correo electrónico',
    updateEmail: 'Actualizar correo',
    approve: 'Aprobar',
    allWallets: 'Todas las billeteras',
    walletConnect: 'WalletConnect',
    send: 'Enviar',
    registerName: 'Elegir un nombre',
    registerNameSuccess: 'Nombre registrado',
    swap: 'Intercambio',
    buy: 'Comprar',
    signIn: 'Inicio de sesión',
  },
  header: {
    back: 'Atrás',
    close: 'Cerrar',
  },
  tags: {
    installed: 'Instalada',
    recent: 'Reciente',
    featured: 'Destacada',
    recommended: 'Recomendada',
    current: 'Actual',
    qrCode: 'Código QR',
  },
  connect: {
    orUseWallet: 'o usa una billetera',
    walletConnect: 'WalletConnect',
    noWallets:
      'No se encontró ninguna billetera de navegador en esta página. Instala una extensión de billetera y vuelve a cargar la página.',
    browserWallets: 'Billeteras del navegador',
    allWallets: 'Todas las billeteras',
    socials: 'Iniciar sesión con una cuenta social',
  },
  email: {
    label: 'Correo electrónico',
    placeholder: 'tu@ejemplo.com',
    continue: 'Continuar',
    sendingCode: ({ email }) => `Enviando un código a ${email}…`,
    approveBrowser: 'Aprueba este navegador',
    approveBrowserDetail: ({ email }) =>
      `Enviamos un enlace a ${email}. Ábrelo para aprobar este navegador; esta página continuará automáticamente.`,
    codeSentTo: ({ email }) => `Ingresa el código que enviamos a ${email}`,
    code: 'Código',
    checking: 'Verificando…',
    resend: 'Reenviar código',
    resendIn: ({ seconds }) => `Reenviar código (${seconds} s)`,
    retry: 'Reintentar',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Origen no permitido',
      message:
        'Este sitio no está entre los orígenes permitidos del proyecto. Agrégalo en la configuración del proyecto para conectar billeteras aquí.',
    },
    INVALID_PROJECT_ID: {
      title: 'ID de proyecto no válido',
      message: 'El ID de proyecto de este sitio no es conocido. Revisa data-project-id.',
    },
    SERVER_ERROR: {
      title: 'Error del servidor',
      message:
        'No se pudo leer la configuración del proyecto. Las billeteras del navegador y de WalletConnect se siguen conectando; el inicio de sesión con correo espera hasta que se pueda leer.',
    },
    RATE_LIMITED: {
      title: 'Límite de solicitudes alcanzado',
      message:
        'Demasiadas solicitudes para este proyecto. Las billeteras del navegador y de WalletConnect se siguen conectando; el inicio de sesión con correo espera hasta que se pueda leer el proyecto.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'ID de proyecto no configurado',
      message:
        'Esta implementación no tiene ningún servicio de proyectos configurado, por lo que no se puede verificar el sitio. Las conexiones de billeteras están desactivadas.',
    },
  },
  toasts: {
    addressCopied: 'Dirección copiada',
    copyAddressFailed: 'No se pudo copiar la dirección',
    balanceUnavailable: 'Saldo de tokens no disponible',
    emailUpdated: 'Correo actualizado',
    providerNotFound: 'No se encontró el proveedor.',
    networkNotFound: 'No se encontró la red',
  },
  errors: {
    generic: 'Algo salió mal',
    unknown: 'Se produjo un error',
    connectFailed: 'No se pudo conectar',
    invalidEmail: 'Correo electrónico no válido',
    invalidCode: 'Ingresa el código de 6 dígitos del correo',
    cooldown: ({ seconds }) =>
      plural('es', seconds, {
        one: `Vuelve a intentarlo en ${seconds} segundo`,
        many: `Vuelve a intentarlo en ${seconds} de segundos`,
        other: `Vuelve a intentarlo en ${seconds} segundos`,
      }),
    frameLoadFailed: 'No se pudo cargar el componente de inicio de sesión con correo',
    requestAborted: 'Se canceló la solicitud',
    userRejected: 'El usuario rechazó la solicitud.',
    noAccount: 'La billetera no devolvió ninguna cuenta',
    noEthereumAccount: 'La billetera no aprobó ninguna cuenta de Ethereum',
    walletConnectUnavailable: 'WalletConnect no está disponible en esta implementación',
    emailUnavailable: 'El inicio de sesión con correo no está disponible',
    noChainSwitching: ({ wallet }) => `${wallet} no permite cambiar de red de forma programática.`,
    codeWrong: 'Código no válido',
    codeNone: 'No se envió ningún código a esta dirección; solicita uno nuevo',
    codeUsed: 'Este código ya se usó; solicita uno nuevo',
    codeExpired: 'Este código expiró; solicita uno nuevo',
    codeLocked: 'Demasiados códigos incorrectos; solicita uno nuevo',
  },
  viewLoad: {
    loading: 'Cargando…',
    failed: 'No se pudo cargar esta parte del widget. Comprueba tu conexión.',
    retry: 'Reintentar',
  },
  ...accountTabs,
  secureFrame: {
    title: 'Billetera segura',
  },
  ...views,
  ...send,
  ...swap,
  ...buy,
  ...signIn,
  ...names,
  ...accountType,
  ...multiWallet,
  ...chainAccounts,
} satisfies Catalog<WidgetMessages>

export default es
