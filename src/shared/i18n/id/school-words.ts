import type { Widen } from '../en/index'
import type { schoolWords } from '../en/school-words'

/** Kata-kata milik sekolah (en/school-words.ts): nama jenjang, jurusan bawaan sekolah baru, zona waktu Indonesia. */
export const idSchoolWords = {
  levels: {
    Junior: 'SMP (Kelas VII–IX)',
    Senior: 'SMA (Kelas X–XII)',
  },
  levelNames: {
    title: 'Nama jenjang',
    hint: 'Nama kedua jenjang sekolah di setiap daftar, formulir, profil, dan berkas. Kosongkan untuk memakai nama bawaan, “{{junior}}” atau “{{senior}}” dalam bahasa setiap pembaca.',
    junior: 'Jenjang bawah',
    senior: 'Jenjang atas',
    either: '{{junior}} atau {{senior}}',
    errors: {
      same: 'Kedua jenjang harus memiliki nama yang berbeda',
      otherLevel: 'Nama ini milik jenjang yang lain',
    },
  },
  defaultDepartments: {
    science: 'IPA',
    arts: 'Seni Budaya',
    language: 'Bahasa',
    computer: 'Informatika',
    health: 'Kesehatan',
    business: 'Bisnis',
    mathematics: 'Matematika',
    socialStudies: 'IPS',
  },
  timeZones: {
    indonesia: 'Indonesia',
    others: 'Zona waktu lain',
    wib: 'WIB – Waktu Indonesia Barat (Jakarta)',
    wita: 'WITA – Waktu Indonesia Tengah (Makassar)',
    wit: 'WIT – Waktu Indonesia Timur (Jayapura)',
  },
} satisfies Widen<typeof schoolWords>
