/** The Account view's lines for Bitcoin and Polkadot connections (ja). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'このウォレットのアカウント',
    payment: '支払い',
    ordinal: 'Ordinals',
    noNode: 'Polkadot ノードが設定されていないため、残高は表示されません。',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
