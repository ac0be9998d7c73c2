/** The Brazilian Portuguese texts of the views downloaded on demand, part of the widget's Brazilian Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
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
  amount: {
    negative: 'O valor não pode ser negativo',
    exponent: 'Digite o valor em algarismos, sem expoente (ex.: 0,001)',
    tooManyDecimals: ({ symbol, decimals }) => `Casas decimais demais para ${symbol} (no máximo ${decimals})`,
    invalid: 'Digite algarismos com um único separador decimal e sem separador de milhar',
    exceedsBalance: 'O valor é maior que o saldo',
    zero: 'Digite um valor maior que zero',
  },
  farcaster: {
    qrLabel: 'Código QR para entrar com o Farcaster',
    scan: 'Escaneie o código com a câmera do seu celular ou abra o link no Farcaster.',
    openLink: 'Abrir no Farcaster',
    preparing: 'Preparando a solicitação de login…',
    waiting: 'Aguardando a aprovação no Farcaster…',
    failed: 'Não foi possível entrar com o Farcaster',
  },
  social: {
    heading: ({ provider }) => `Entrar com ${provider}`,
    starting: 'Preparando o login…',
    prompt: ({ provider }) => `Selecione Continuar para abrir o login do ${provider} em uma janela pop-up.`,
    blocked: 'Seu navegador bloqueou o pop-up. Permita pop-ups para este site e selecione Tentar novamente.',
    popup: 'Continue no pop-up',
    connecting: 'Conectando sua carteira…',
    failed: ({ provider }) => `Falha ao entrar com ${provider}`,
    cancel: 'Cancelar',
  },
} satisfies Catalog<ViewsMessages>

export default views
