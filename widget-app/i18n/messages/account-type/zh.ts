/** The Account view's account-type switch (zh). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: '当前账户',
    smartAccount: '智能账户',
    eoa: '密钥账户 (EOA)',
    notDeployed: '随第一笔交易创建',
    unavailable: '此网络不支持智能账户',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
