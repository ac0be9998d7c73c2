/** The account-name views' Japanese messages, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: '名前を選ぶ',
    label: '名前',
    rulesHint: '英字・数字・ハイフン、4文字以上',
    checking: '確認中…',
    available: ({ name }) => `${name} は利用できます`,
    taken: ({ name }) => `${name} はすでに使われています`,
    suggestions: '代わりに利用できる名前',
    register: '登録',
    registering: 'ウォレットを待っています…',
    signNote: 'ウォレットがメッセージへの署名を求めます。署名は無料で、トランザクションは送信されません。',
    success: ({ name }) => `${name} がアカウントの名前になりました`,
    successNote: 'アドレスの代わりに表示され、ほかの人はこの名前宛てに送金できます。',
    done: '完了',
    resolvesTo: ({ address }) => `送金先：${address}`,
    resolving: '名前を検索中…',
    notRegistered: ({ name }) => `${name} は登録されていません`,
    rules: {
      characters: '英字・数字・ハイフンのみを使用してください',
      tooShort: '4文字以上にしてください',
      tooLong: '63文字以内にしてください',
    },
    errors: {
      register: ({ name }) => `名前 ${name} の登録中にエラーが発生しました`,
      suggestions: '名前の候補の取得中にエラーが発生しました',
      resolve: '名前の解決中にエラーが発生しました',
      unsupportedChain: 'サポートされていないネットワークです',
      invalidChainId: '無効な chainId です',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
