/** The Account view's lines for Bitcoin and Polkadot connections (zh). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: '此钱包的账户',
    payment: '支付',
    ordinal: 'Ordinals',
    noNode: '未配置 Polkadot 节点，因此不显示余额。',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
