/** The Account view's account-type switch (ko). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: '활성 계정',
    smartAccount: '스마트 계정',
    eoa: '키 계정 (EOA)',
    notDeployed: '첫 트랜잭션과 함께 생성됩니다',
    unavailable: '이 네트워크에서는 스마트 계정을 사용할 수 없습니다',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
