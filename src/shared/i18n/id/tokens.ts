import type { tokens } from '../en/tokens'
import type { Widen } from '../en/index'

/** Token API untuk sistem lain (en/tokens.ts). */
export const idTokens = {
  tokens: {
    invalid: 'Token API ini tidak berlaku di sini: tidak dikenal, sudah dicabut, atau milik sekolah lain.',
    scopeMissing: 'Token API ini tidak boleh melakukan ini: perlu cakupan “{{scope}}”.',
    notAccepted: 'Token API tidak boleh membuat permintaan ini: masuklah dengan akun.',
    notFound: 'Token itu tidak ada.',
    scopeRequired: 'Pilih setidaknya satu hal yang boleh dilakukan token.',
    section: 'Token API',
    sectionHint: 'Kunci yang membuat sistem lain dapat membaca atau mengirim data sekolah ini, tanpa kata sandi siapa pun',
    name: 'Nama',
    nameHint: 'Sistem mana yang memegangnya, mis. “Dapodik Dinas”',
    scopes: 'Yang boleh dilakukan',
    scopeAttendance: 'Membaca presensi (lembar harian dan riwayat)',
    scopeReports: 'Membaca laporan',
    scopeRoster: 'Menyinkronkan data siswa dan guru',
    create: 'Buat token',
    secretTitle: 'Token untuk “{{name}}”',
    secretNote: 'Salin sekarang dan berikan kepada yang memasang sistem itu: token hanya ditampilkan kali ini. Siapa pun yang memegangnya dapat melakukan yang diizinkan sampai Anda mencabutnya.',
    copyFailed: 'Tidak dapat menyalin. Pilih token dan salin secara manual.',
    done: 'Selesai',
    empty: 'Belum ada token.',
    loadFailed: 'Token tidak dapat dimuat.',
    createdBy: 'Dibuat {{date}} oleh {{name}}',
    createdOn: 'Dibuat {{date}}',
    lastUsed: 'terakhir dipakai {{date}}',
    neverUsed: 'belum pernah dipakai',
    revokedOn: 'Dicabut {{date}}',
    revoke: 'Cabut',
    revokeConfirm: 'Cabut sekarang',
  },
  roster: {
    externalIdOtherEmail: 'ID eksternal ini milik guru dengan email lain',
    repeatedExternalId: 'ID eksternal ini juga ada di entri {{line}}',
    unknownClassExternalId: 'Tidak ada kelas dengan ID eksternal “{{id}}”: kirim dulu di `classes`',
    classNamesDisagree: 'Kelas dengan ID eksternal ini tidak bernama “{{name}}”',
    classDeleted: 'Kelas dengan ID eksternal ini sudah dihapus di Rollcall; beri kelas itu ID eksternal baru',
    invalid_one: '{{count}} entri bermasalah. Tidak ada yang diubah.',
    invalid_other: '{{count}} entri bermasalah. Tidak ada yang diubah.',
  },
} satisfies Widen<typeof tokens>
