/** The Account view's account-type switch (ja). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'アクティブなアカウント',
    smartAccount: 'スマートアカウント',
    eoa: 'キーアカウント (EOA)',
    notDeployed: '最初のトランザクションで作成されます',
    unavailable: 'このネットワークではスマートアカウントを利用できません',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
