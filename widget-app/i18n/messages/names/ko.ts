/** The account-name views' Korean messages, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: '이름 선택',
    label: '이름',
    rulesHint: '영문자, 숫자, 하이픈, 4자 이상',
    checking: '확인 중…',
    available: ({ name }) => `${name}을(를) 사용할 수 있습니다`,
    taken: ({ name }) => `${name}은(는) 이미 사용 중입니다`,
    suggestions: '대신 사용할 수 있는 이름',
    register: '등록',
    registering: '지갑을 기다리는 중…',
    signNote: '지갑에서 메시지 서명을 요청합니다. 서명은 무료이며 트랜잭션을 보내지 않습니다.',
    success: ({ name }) => `${name}이(가) 이제 계정 이름입니다`,
    successNote: '주소 대신 표시되며, 다른 사람이 이 이름으로 보낼 수 있습니다.',
    done: '완료',
    resolvesTo: ({ address }) => `받는 주소: ${address}`,
    resolving: '이름을 찾는 중…',
    notRegistered: ({ name }) => `${name}은(는) 등록되지 않았습니다`,
    rules: {
      characters: '영문자, 숫자, 하이픈만 사용하세요',
      tooShort: '4자 이상 입력하세요',
      tooLong: '63자 이하로 입력하세요',
    },
    errors: {
      register: ({ name }) => `이름 ${name} 등록 중 오류가 발생했습니다`,
      suggestions: '이름 추천을 가져오는 중 오류가 발생했습니다',
      resolve: '이름을 확인하는 중 오류가 발생했습니다',
      unsupportedChain: '지원되지 않는 네트워크입니다',
      invalidChainId: '잘못된 chainId입니다',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
