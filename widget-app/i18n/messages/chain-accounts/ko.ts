/** The Account view's lines for Bitcoin and Polkadot connections (ko). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: '이 지갑의 계정',
    payment: '결제',
    ordinal: 'Ordinals',
    noNode: 'Polkadot 노드가 설정되어 있지 않아 잔액을 표시하지 않습니다.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
