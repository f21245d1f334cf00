import type { departments } from '../en/departments'
import type { Widen } from '../en/index'

/** Departments ("jurusan"): the headmaster's screen, and the messages of its routes (en/departments.ts). */
export const idDepartments = {
  departments: {
    nav: 'Jurusan',
    title: 'Jurusan',
    subtitle_one: '{{count}} jurusan',
    subtitle_other: '{{count}} jurusan',
    list: 'Jurusan',
    add: 'Tambah Jurusan',
    addTitle: 'Tambah Jurusan',
    renameTitle: 'Ganti Nama Jurusan',
    rename: 'Ganti nama',
    archive: 'Arsipkan',
    archiving: 'Mengarsipkan…',
    name: 'Nama Jurusan',
    nameHint: 'Misalnya IPA atau IPS.',
    added: 'Jurusan ditambahkan',
    renamed: 'Nama jurusan diganti',
    archived: 'Jurusan diarsipkan',
    archiveTitle: 'Arsipkan {{name}}?',
    archiveBody:
      'Jurusan ini akan hilang dari semua daftar dan formulir. Kelas, guru, dan siswa harus dipindahkan ke jurusan lain terlebih dahulu; orang yang sudah diarsipkan tetap memilikinya di riwayat mereka.',
    loadFailed: 'Jurusan tidak dapat dimuat.',
    empty: 'Belum ada jurusan. Tambahkan yang pertama: setiap kelas, guru, dan siswa termasuk dalam satu jurusan.',
    uses: {
      classes_one: '{{count}} kelas',
      classes_other: '{{count}} kelas',
      teachers_one: '{{count}} guru',
      teachers_other: '{{count}} guru',
      students_one: '{{count}} siswa',
      students_other: '{{count}} siswa',
      list: '{{first}} dan {{last}}',
    },
    errors: {
      nameTaken: 'Nama ini sudah dipakai jurusan lain',
      archivedNameTaken: 'Ada jurusan yang diarsipkan bernama “{{name}}”: tambahkan “{{name}}” untuk memulihkannya, atau pilih nama lain',
      inUse: '“{{name}}” masih dipakai oleh {{uses}}. Pindahkan mereka ke jurusan lain sebelum mengarsipkannya.',
    },
  },
} satisfies Widen<typeof departments>
