import type { manage } from '../en/manage'
import type { Widen } from '../en/index'

/** What every management screen shares (en/manage.ts). */
export const idManage = {
  manage: {
    edit: 'Ubah',
    delete: 'Hapus',
    deleting: 'Menghapus…',
    export: 'Ekspor',
    exportCsv: 'Ekspor CSV',
    exportXlsx: 'Ekspor XLSX',
    more: 'Lainnya',
    filtersButton: 'Filter',
    filtersActive_one: '{{count}} aktif',
    filtersActive_other: '{{count}} aktif',
    pagination: 'Halaman',
    range: '{{from}}–{{to}} dari {{total}}',
    initialPassword: 'Kata sandi awal',
    initialPasswordHint: 'Minimal 8 karakter. Kosongkan agar dibuatkan otomatis.',
    resetPassword: 'Atur ulang kata sandi',
    resetPasswordHint: 'Ketik kata sandi baru (minimal 8 karakter), atau kosongkan agar dibuatkan otomatis.',
    newPassword: 'Kata sandi baru',
    passwordReset: 'Kata sandi berhasil diatur ulang',
    resetting: 'Mengatur ulang…',
    generatedFor: 'Kata sandi untuk {{name}}',
    copy: 'Salin',
    copied: 'Tersalin',
    copyFailed: 'Tidak dapat menyalin. Pilih kata sandinya lalu salin secara manual.',
    done: 'Selesai',
  },
} satisfies Widen<typeof manage>
