import type { schoolTerm } from '../en/school-term'
import type { Widen } from '../en/index'

/** School settings after sign-in: the term ("semester"), holidays and the early-warning threshold (en/school-term.ts). */
export const idSchoolTerm = {
  schoolTerm: {
    title: 'Semester dan hari libur',
    termStart: 'Semester dimulai',
    termEnd: 'Semester berakhir',
    termHint: 'Laporan menawarkan “Semester ini” setelah kedua tanggal diisi.',
    holidays: 'Hari libur',
    holidaysHint: 'Hari libur bukan hari sekolah: kehadiran dan laporan tidak menghitungnya.',
    noHolidays: 'Belum ada hari libur.',
    holidayName: 'Nama',
    addHoliday: 'Tambah hari libur',
    removeHoliday: 'Hapus',
    removeHolidayNamed: 'Hapus hari libur {{name}}',
    holidayRow: 'Hari libur {{number}}',
    warningThreshold: 'Ambang peringatan dini (%)',
    warningThresholdHint:
      'Siswa yang tingkat kehadirannya selama 30 hari sekolah terakhir di bawah angka ini tampil di Peringatan dini. 50 sampai 100; bawaannya 90.',
    thresholdInvalid: 'Masukkan bilangan bulat dari 50 sampai 100',
  },
  holidayRange: {
    from: 'Dari',
    to: 'Sampai (opsional)',
    toHint: 'Kosongkan “Sampai” untuk libur satu hari.',
    days_one: '{{count}} hari',
    days_other: '{{count}} hari',
    orderError: 'Hari terakhir harus sama dengan atau setelah hari pertama',
    tooLong: 'Hari libur paling lama 366 hari',
    outOfRange: 'Pilih tanggal antara tahun 2000 dan 2099',
  },
} satisfies Widen<typeof schoolTerm>
