import type { noticeSettings } from '../en/notice-settings'
import type { Widen } from '../en/index'

/** An adult's own notice settings and the school's (en/notice-settings.ts). */
export const idNoticeSettings = {
  noticeSettings: {
    quietHours: 'Jam tenang',
    quietHoursHint: 'Tidak ada pesan di antara jam-jam ini: pesan menunggu sampai jam tenang berakhir. Waktu mengikuti zona waktu sekolah ({{timeZone}}).',
    quietHoursOffHint: 'Nonaktif: pesan dapat datang kapan saja.',
    quietFrom: 'Dari',
    quietTo: 'Sampai',
    quietSame: '“Dari” dan “Sampai” harus berbeda; nonaktifkan saja jam tenang',
    language: 'Bahasa pesan',
    sameAsAccount: 'Sama dengan akun saya ({{language}})',
    languages: {
      en: 'English',
      id: 'Bahasa Indonesia',
    },
    saved: 'Pengaturan pemberitahuan disimpan',
    loadFailed: 'Pengaturan pemberitahuan Anda tidak dapat dimuat.',
  },
  schoolNotices: {
    title: 'Pemberitahuan ke keluarga',
    notifyLate: 'Beri tahu keluarga jika siswa terlambat',
    notifyLateHint: 'Alfa selalu diberitahukan; terlambat hanya jika pilihan ini aktif.',
    cutoffMinutes: 'Pemberitahuan belum dicatat setelah (menit)',
    cutoffMinutesHint: 'Berapa menit setelah batas terlambat keluarga diberi tahu tentang anak yang belum memiliki catatan. 0 sampai 240.',
    cutoffMinutesInvalid: 'Masukkan jumlah menit bulat dari 0 sampai 240',
    contact: 'Kontak sekolah untuk pesan',
    contactHint: 'Satu baris di akhir setiap pesan, misalnya nomor telepon tata usaha. Opsional.',
  },
} satisfies Widen<typeof noticeSettings>
