import type { Widen } from '../en/index'
import type { languages } from '../en/languages'

/** Choosing a language after sign-in (en/languages.ts). */
export const idLanguages = {
  languageSettings: {
    label: 'Bahasa',
    hint: 'Kata, tanggal, dan angka yang Anda lihat.',
    schoolDefault: 'Bawaan sekolah ({{language}})',
    defaultLanguage: 'Bahasa bawaan',
    defaultLanguageHint: 'Untuk semua pengguna yang belum memilih bahasa di Pengaturan mereka sendiri.',
  },
} satisfies Widen<typeof languages>
