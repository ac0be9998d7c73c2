/** The Account tabs' Portuguese messages, part of the widget's Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'Ativos e atividade',
    tokens: 'Tokens',
    nfts: 'NFTs',
    activity: 'Atividade',
  },
  tokens: {
    total: 'Total',
    loading: 'Carregando tokens…',
    empty: 'Ainda não há tokens nesta rede.',
    retry: 'Tentar novamente',
    noPrice: 'Sem preço',
  },
  nfts: {
    loading: 'Carregando NFTs…',
    empty: 'Ainda não há NFTs nesta rede.',
    failed: 'Não foi possível carregar os NFTs.',
    retry: 'Tentar novamente',
    loadMore: 'Carregar mais',
    back: 'Voltar aos NFTs',
    tokenId: 'ID do token',
    contract: 'Contrato',
    standard: 'Padrão',
    quantity: 'Quantidade',
    copyContract: ', copiar o endereço do contrato',
    contractCopied: 'Endereço do contrato copiado',
    noImage: 'Sem imagem',
  },
  activity: {
    loading: 'Carregando atividade…',
    empty: 'Ainda não há atividade nesta rede.',
    failed: 'Falha ao buscar as transações',
    retry: 'Tentar novamente',
    loadMore: 'Carregar mais',
    pending: 'Pendente',
    to: ({ address }) => `Para ${address}`,
    from: ({ address }) => `De ${address}`,
    nft: 'NFT',
    operations: {
      send: 'Enviado',
      receive: 'Recebido',
      mint: 'Cunhado',
      burn: 'Queimado',
      execute: 'Executado',
      deposit: 'Depositado',
      withdraw: 'Sacado',
      borrow: 'Tomado emprestado',
      repay: 'Reembolsado',
      claim: 'Resgatado',
      approve: 'Aprovado',
      trade: 'Trocado',
    },
    ago: {
      sec: ({ count }) => `${count} seg`,
      min: ({ count }) => `${count} min`,
      hr: ({ count }) => `${count} h`,
      d: ({ count }) => `${count} d`,
      mo: ({ count }) => plural('pt', count, { one: `${count} mês`, other: `${count} meses` }),
      yr: ({ count }) => plural('pt', count, { one: `${count} ano`, other: `${count} anos` }),
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
