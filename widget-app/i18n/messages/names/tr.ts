/** The account-name views' Turkish messages, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'Ad seç',
    label: 'Ad',
    rulesHint: 'Harf, rakam ve kısa çizgi; en az 4 karakter',
    checking: 'Kontrol ediliyor…',
    available: ({ name }) => `${name} kullanılabilir`,
    taken: ({ name }) => `${name} zaten alınmış`,
    suggestions: 'Bunun yerine kullanılabilir',
    register: 'Kaydet',
    registering: 'Cüzdanınız bekleniyor…',
    signNote: 'Cüzdanınız bir mesajı imzalamanızı isteyecek. İmzalamak ücretsizdir ve işlem göndermez.',
    success: ({ name }) => `${name} artık hesabınızın adı`,
    successNote: 'Adresinizin yerine gösterilir ve başkaları bu ada gönderim yapabilir.',
    done: 'Tamam',
    resolvesTo: ({ address }) => `Gönderilecek adres: ${address}`,
    resolving: 'Ad aranıyor…',
    notRegistered: ({ name }) => `${name} kayıtlı değil`,
    rules: {
      characters: 'Yalnızca harf, rakam ve kısa çizgi kullanın',
      tooShort: 'En az 4 karakter kullanın',
      tooLong: 'En fazla 63 karakter kullanın',
    },
    errors: {
      register: ({ name }) => `${name} adı kaydedilirken hata oluştu`,
      suggestions: 'Ad önerileri alınırken hata oluştu',
      resolve: 'Ad çözümlenirken hata oluştu',
      unsupportedChain: 'Desteklenmeyen ağ',
      invalidChainId: 'Geçersiz chainId',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
