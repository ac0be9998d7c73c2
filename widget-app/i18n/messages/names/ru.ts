/** The account-name views' Russian messages, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'Выбрать имя',
    label: 'Имя',
    rulesHint: 'Буквы, цифры и дефисы, не менее 4 символов',
    checking: 'Проверка…',
    available: ({ name }) => `${name} свободно`,
    taken: ({ name }) => `${name} уже занято`,
    suggestions: 'Свободные варианты',
    register: 'Зарегистрировать',
    registering: 'Ожидание кошелька…',
    signNote: 'Кошелёк попросит вас подписать сообщение. Подпись бесплатна и не отправляет транзакцию.',
    success: ({ name }) => `${name} теперь имя вашего аккаунта`,
    successNote: 'Оно показывается вместо вашего адреса, и другие могут отправлять на него средства.',
    done: 'Готово',
    resolvesTo: ({ address }) => `Отправка на ${address}`,
    resolving: 'Поиск имени…',
    notRegistered: ({ name }) => `${name} не зарегистрировано`,
    rules: {
      characters: 'Используйте только буквы, цифры и дефисы',
      tooShort: 'Используйте не менее 4 символов',
      tooLong: 'Используйте не более 63 символов',
    },
    errors: {
      register: ({ name }) => `Ошибка регистрации имени ${name}`,
      suggestions: 'Ошибка получения вариантов имени',
      resolve: 'Ошибка поиска имени',
      unsupportedChain: 'Неподдерживаемая сеть',
      invalidChainId: 'Недопустимый chainId',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
