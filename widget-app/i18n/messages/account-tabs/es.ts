/** The Account tabs' Spanish messages, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'Activos y actividad',
    tokens: 'Tokens',
    nfts: 'NFT',
    activity: 'Actividad',
  },
  tokens: {
    total: 'Total',
    loading: 'Cargando tokens…',
    empty: 'Aún no hay tokens en esta red.',
    retry: 'Reintentar',
    noPrice: 'Sin precio',
  },
  nfts: {
    loading: 'Cargando NFT…',
    empty: 'Aún no hay NFT en esta red.',
    failed: 'No se pudieron cargar los NFT.',
    retry: 'Reintentar',
    loadMore: 'Cargar más',
    back: 'Volver a los NFT',
    tokenId: 'ID del token',
    contract: 'Contrato',
    standard: 'Estándar',
    quantity: 'Cantidad',
    copyContract: ', copiar la dirección del contrato',
    contractCopied: 'Dirección del contrato copiada',
    noImage: 'Sin imagen',
  },
  activity: {
    loading: 'Cargando actividad…',
    empty: 'Aún no hay actividad en esta red.',
    failed: 'No se pudieron obtener las transacciones',
    retry: 'Reintentar',
    loadMore: 'Cargar más',
    pending: 'Pendiente',
    to: ({ address }) => `A ${address}`,
    from: ({ address }) => `De ${address}`,
    nft: 'NFT',
    operations: {
      send: 'Enviado',
      receive: 'Recibido',
      mint: 'Acuñado',
      burn: 'Quemado',
      execute: 'Ejecutado',
      deposit: 'Depositado',
      withdraw: 'Retirado',
      borrow: 'Tomado en préstamo',
      repay: 'Reembolsado',
      claim: 'Reclamado',
      approve: 'Aprobado',
      trade: 'Intercambiado',
    },
    ago: {
      sec: ({ count }) => `${count} s`,
      min: ({ count }) => `${count} min`,
      hr: ({ count }) => `${count} h`,
      d: ({ count }) => `${count} d`,
      mo: ({ count }) => plural('es', count, { one: `${count} mes`, other: `${count} meses` }),
      yr: ({ count }) => plural('es', count, { one: `${count} año`, other: `${count} años` }),
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
