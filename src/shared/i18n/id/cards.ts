import type { cards } from '../en/cards'
import type { Widen } from '../en/index'

/** Cards for students without a phone: the printable page (en/cards.ts). */
export const idCards = {
  cards: {
    title: 'Kartu siswa',
    subtitle: 'Kartu berkode QR untuk siswa yang tidak punya ponsel. Kartu berlaku sampai diganti dengan kartu baru.',
    class: 'Kelas',
    pickClass: 'Pilih kelas',
    show: 'Tampilkan kartu',
    print: 'Cetak',
    count_one: '{{count}} kartu untuk {{className}}. Mencetak ulang menghasilkan kartu yang sama.',
    count_other: '{{count}} kartu untuk {{className}}. Mencetak ulang menghasilkan kartu yang sama.',
    studentId: 'NIS {{id}}',
    nisn: 'NISN {{nisn}}',
    noPhoto: 'Tidak ada foto',
    qrLabel: 'Kode kartu {{name}}',
    replace: 'Kartu baru',
    replaceConfirm: 'Buat kartu baru untuk {{name}}? Kartu lamanya langsung tidak berlaku.',
    replaced: 'Kartu baru untuk {{name}} sudah dibuat. Cetak kartunya dan tarik kembali kartu yang lama.',
    openPage: 'Cetak kartu siswa',
  },
} satisfies Widen<typeof cards>
