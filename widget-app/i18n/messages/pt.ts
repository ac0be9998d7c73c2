/** The widget's Brazilian Portuguese messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/pt.js'
import send from './send/pt.js'
import swap from './swap/pt.js'
import buy from './buy/pt.js'
import signIn from './sign-in/pt.js'
import names from './names/pt.js'
import accountType from './account-type/pt.js'
import multiWallet from './multi-wallet/pt.js'
import chainAccounts from './chain-accounts/pt.js'
import views from './views/pt.js'
import type { WidgetMessages } from './en.js'

const pt = {
  titles: {
    profileWallets: 'Carteiras',
    connect: 'Conectar carteira',
    connecting: 'Conectando',
    account: 'Conta',
    networks: 'Escolher rede',
    switchNetwork: 'Trocar de rede',
    email: 'E-mail',
    updateEmail: 'Atualizar e-mail',
    approve: 'Aprovar',
    allWallets: 'Todas as carteiras',
    walletConnect: 'WalletConnect',
    send: 'Enviar',
    registerName: 'Escolher um nome',
    registerNameSuccess: 'Nome registrado',
    swap: 'Troca',
    buy: 'Comprar',
    signIn: 'Login',
  },
  header: {
    back: 'Voltar',
    close: 'Fechar',
  },
  tags: {
    installed: 'Instalada',
    recent: 'Recente',
    featured: 'Destaque',
    recommended: 'Recomendada',
    current: 'Atual',
    qrCode: 'Código QR',
  },
  connect: {
    orUseWallet: 'ou use uma carteira',
    walletConnect: 'WalletConnect',
    noWallets:
      'Nenhuma carteira de navegador foi encontrada nesta página. Instale uma extensão de carteira e recarregue a página.',
    browserWallets: 'Carteiras do navegador',
    allWallets: 'Todas as carteiras',
    socials: 'Entrar com uma conta social',
  },
  email: {
    label: 'E-mail',
    placeholder: 'voce@exemplo.com',
    continue: 'Continuar',
    sendingCode: ({ email }) => `Enviando um código para ${email}…`,
    approveBrowser: 'Aprovar este navegador',
    approveBrowserDetail: ({ email }) =>
      `Enviamos um link para ${email}. Abra-o para aprovar este navegador; esta página continua sozinha.`,
    codeSentTo: ({ email }) => `Digite o código que enviamos para ${email}`,
    code: 'Código',
    checking: 'Verificando…',
    resend: 'Reenviar código',
    resendIn: ({ seconds }) => `Reenviar código (${seconds} s)`,
    retry: 'Tentar novamente',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Origem não permitida',
      message:
        'Este site não está entre as origens permitidas do projeto. Adicione-o na configuração do projeto para conectar carteiras aqui.',
    },
    INVALID_PROJECT_ID: {
      title: 'ID de projeto inválido',
      message: 'O ID de projeto deste site não é reconhecido. Verifique data-project-id.',
    },
    SERVER_ERROR: {
      title: 'Erro no servidor',
      message:
        'Não foi possível ler a configuração do projeto. Carteiras de navegador e WalletConnect continuam conectando; o login por e-mail aguarda até que ela possa ser lida.',
    },
    RATE_LIMITED: {
      title: 'Limite de solicitações atingido',
      message:
        'Solicitações demais para este projeto. Carteiras de navegador e WalletConnect continuam conectando; o login por e-mail aguarda até que o projeto possa ser lido.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'ID de projeto não configurado',
      message:
        'Esta implantação não tem um serviço de projetos configurado, então o site não pode ser verificado. As conexões de carteira estão desativadas.',
    },
  },
  toasts: {
    addressCopied: 'Endereço copiado',
    copyAddressFailed: 'Falha ao copiar o endereço',
    balanceUnavailable: 'Saldo de tokens indisponível',
    emailUpdated: 'E-mail atualizado',
    providerNotFound: 'Provedor não encontrado.',
    networkNotFound: 'Rede não encontrada',
  },
  errors: {
    generic: 'Algo deu errado',
    unknown: 'Ocorreu um erro',
    connectFailed: 'Falha ao conectar',
    invalidEmail: 'Endereço de e-mail inválido',
    invalidCode: 'Digite o código de 6 dígitos do e-mail',
    cooldown: ({ seconds }) =>
      plural('pt', seconds, {
        one: `Tente novamente em ${seconds} segundo`,
        many: `Tente novamente em ${seconds} de segundos`,
        other: `Tente novamente em ${seconds} segundos`,
      }),
    frameLoadFailed: 'Não foi possível carregar o componente de login por e-mail',
    requestAborted: 'A solicitação foi cancelada',
    userRejected: 'O usuário rejeitou a solicitação.',
    noAccount: 'A carteira não retornou nenhuma conta',
    noEthereumAccount: 'A carteira não aprovou nenhuma conta Ethereum',
    walletConnectUnavailable: 'O WalletConnect não está disponível nesta implantação',
    emailUnavailable: 'O login por e-mail não está disponível',
    noChainSwitching: ({ wallet }) => `${wallet} não permite trocar de rede programaticamente.`,
    codeWrong: 'Código inválido',
    codeNone: 'Nenhum código foi enviado para este endereço; solicite um novo',
    codeUsed: 'Este código já foi usado; solicite um novo',
    codeExpired: 'Este código expirou; solicite um novo',
    codeLocked: 'Muitos códigos incorretos; solicite um novo',
  },
  viewLoad: {
    loading: 'Carregando…',
    failed: 'Não foi possível carregar esta parte do widget. Verifique sua conexão.',
    retry: 'Tentar novamente',
  },
  ...accountTabs,
  secureFrame: {
    title: 'Carteira segura',
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

export default pt
