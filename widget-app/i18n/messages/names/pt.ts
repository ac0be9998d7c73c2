/** The account-name views' Portuguese messages, part of the widget's Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'Escolher um nome',
    label: 'Nome',
    rulesHint: 'Letras, dígitos e hífens, pelo menos 4 caracteres',
    checking: 'Verificando…',
    available: ({ name }) => `${name} está disponível`,
    taken: ({ name }) => `${name} já está em uso`,
    suggestions: 'Disponíveis no lugar',
    register: 'Registrar',
    registering: 'Aguardando sua carteira…',
    signNote: 'Sua carteira pedirá que você assine uma mensagem. Assinar é gratuito e não envia nenhuma transação.',
    success: ({ name }) => `${name} agora é o nome da sua conta`,
    successNote: 'Ele aparece no lugar do seu endereço, e outras pessoas podem enviar para ele.',
    done: 'Concluído',
    resolvesTo: ({ address }) => `Envia para ${address}`,
    resolving: 'Buscando o nome…',
    notRegistered: ({ name }) => `${name} não está registrado`,
    rules: {
      characters: 'Use apenas letras, dígitos e hífens',
      tooShort: 'Use pelo menos 4 caracteres',
      tooLong: 'Use no máximo 63 caracteres',
    },
    errors: {
      register: ({ name }) => `Erro ao registrar o nome ${name}`,
      suggestions: 'Erro ao buscar sugestões de nomes',
      resolve: 'Erro ao resolver o nome',
      unsupportedChain: 'Rede não suportada',
      invalidChainId: 'chainId inválido',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
