/** The Account view's account-type switch (ar). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'الحساب النشط',
    smartAccount: 'الحساب الذكي',
    eoa: 'حساب المفتاح (EOA)',
    notDeployed: 'يُنشأ مع أول معاملة له',
    unavailable: 'الحسابات الذكية غير متاحة على هذه الشبكة',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
