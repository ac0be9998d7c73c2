/** The widget's Brazilian Portuguese messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/pt.js'
import type { WidgetMessages } from './en.js'

const pt = {
  titles: {
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
  updateEmail: {
    done: 'E-mail atualizado',
    doneDetail: ({ email }) => `Agora sua carteira faz login com ${email}.`,
    finish: 'Concluído',
    current: ({ email }) => `E-mail atual: ${email}.`,
    currentNone: 'Nenhum e-mail no momento.',
    codeSentTo: ({ email }) => `Digite o código que enviamos para ${email}.`,
    codeSentToCurrent: 'Digite o código que enviamos para seu e-mail atual.',
    newEmail: 'Novo e-mail',
    code: 'Código',
    continue: 'Continuar',
  },
  account: {
    copyAddress: ', copiar o endereço completo',
    balanceUnavailable: 'Saldo indisponível',
    balanceLoading: 'Carregando saldo…',
    balanceRetry: 'Tentar novamente',
    connectedWith: ({ wallet }) => `Conectado com ${wallet}`,
    network: 'Rede',
    unsupportedNetwork: ({ chainId }) => `Rede não suportada (${chainId})`,
    updateEmail: 'Atualizar e-mail',
    viewOnExplorer: 'Ver no explorador de blocos',
    disconnect: 'Desconectar',
  },
  allWallets: {
    search: {
      label: 'Buscar carteiras',
      placeholder: 'Buscar por nome',
    },
    list: 'Todas as carteiras',
    /** CLDR counts 0 as singular in Portuguese, but "0 carteiras" is what Brazilian readers expect. */
    found: ({ count }) =>
      count === 0
        ? '0 carteiras encontradas'
        : plural('pt', count, {
            one: `${count} carteira encontrada`,
            many: `${count} de carteiras encontradas`,
            other: `${count} carteiras encontradas`,
          }),
    total: ({ count }) =>
      count === 0
        ? '0 carteiras'
        : plural('pt', count, { one: `${count} carteira`, many: `${count} de carteiras`, other: `${count} carteiras` }),
    loading: 'Carregando carteiras…',
    loadFailed: 'Não foi possível carregar a lista de carteiras',
    searchFailed: 'A busca falhou',
    retry: 'Tentar novamente',
  },
  connecting: {
    walletGone: 'Esta carteira não está mais disponível na página.',
    declined: 'Conexão recusada',
    retry: 'Tentar novamente',
    continueIn: ({ wallet }) => `Continue em ${wallet}`,
    acceptRequest: 'Aceite a solicitação de conexão na carteira.',
  },
  walletConnect: {
    openApp: 'Abrir o app',
    openDesktop: 'Abrir o app para desktop',
    openBrowser: 'Abrir no navegador',
    failed: 'Falha na conexão',
    retry: 'Tentar novamente',
    qrLabel: ({ wallet }) => `Código QR para conectar ${wallet}`,
    qrLabelAny: 'Código QR para conectar uma carteira WalletConnect',
    scanWith: ({ wallet }) => `Escaneie com ${wallet}.`,
    scanWithPhone: 'Escaneie com a carteira do seu celular.',
    linkCopied: 'Link copiado',
    copyFailed: 'Falha ao copiar o link',
    copyLink: 'Copiar link',
    unsafeLink:
      'Um link desta carteira foi recusado: só são abertos links https: e os links do próprio app da carteira.',
    preparing: 'Preparando uma conexão…',
    pending: {
      waiting: ({ wallet }) => `Aguardando ${wallet}`,
      waitingAny: 'Aguardando sua carteira',
      cancel: 'Cancelar solicitação',
      signMessage: 'Assinar uma mensagem',
      signTypedData: 'Assinar dados tipados',
      sendTransaction: 'Enviar uma transação',
      switchNetwork: 'Trocar de rede',
      addNetwork: 'Adicionar uma rede',
    },
  },
  networks: {
    list: 'Redes',
    supported: 'Redes compatíveis',
    approveInWallet: 'Aprove na carteira',
    acceptSwitch: ({ network }) => `Aceite a troca para ${network} na sua carteira.`,
    acceptSwitchAny: 'Aceite a troca de rede na sua carteira.',
    unsupported: 'Este app não é compatível com sua rede atual. Troque para uma das redes abaixo.',
    disconnect: 'Desconectar',
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
  secureFrame: {
    title: 'Carteira segura',
  },
  viewLoad: {
    loading: 'Carregando…',
    failed: 'Não foi possível carregar esta parte do widget. Verifique sua conexão.',
    retry: 'Tentar novamente',
  },
  ...accountTabs,
  /** Send view. */
  send: {
    title: 'Enviar',
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
    feeUnavailable: 'Indisponível',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Enviar',
    sending: 'Enviando…',
    errors: {
      networkNotFound: 'Rede não encontrada',
      unsupportedChain: 'Rede não suportada',
      amountAndReceiverRequired: 'Um valor e um endereço de destinatário são obrigatórios',
      tokenRequired: 'Um token é obrigatório',
      invalidReceiver: 'Digite um endereço válido: 0x e 40 caracteres hexadecimais',
      feeExceedsBalance: 'A taxa de rede é maior que o saldo',
      feeUnavailable: 'Não foi possível estimar a taxa de rede. Tente novamente.',
      negative: 'O valor não pode ser negativo',
      exponent: 'Digite o valor em algarismos, sem expoente (ex.: 0,001)',
      tooManyDecimals: ({ symbol, decimals }) => `Casas decimais demais para ${symbol} (no máximo ${decimals})`,
      invalid: 'Digite algarismos com um único separador decimal e sem separador de milhar',
      exceedsBalance: 'O valor é maior que o saldo',
      zero: 'Digite um valor maior que zero',
    },
  },
} satisfies Catalog<WidgetMessages>

export default pt
