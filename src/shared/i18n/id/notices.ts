import type { notices } from '../en/notices'
import type { Widen } from '../en/index'

/** Absence notices: the messages parents and staff receive, the unsubscribe page, the Notices page (en/notices.ts). */
export const idNotices = {
  notices: {
    /** {{child}} the student's name, {{date}} the day in words, {{school}} the school's name. */
    message: {
      greeting: 'Yth. {{name}},',
      absentSubject: '{{child}} tercatat alfa pada {{date}}',
      absentBody: '{{child}} ditandai alfa di {{school}} pada {{date}}.',
      lateSubject: '{{child}} tercatat terlambat pada {{date}}',
      lateBody: '{{child}} datang terlambat ke {{school}} pada {{date}}.',
      correctionSubject: 'Ralat: {{child}} tercatat {{status}} pada {{date}}',
      correctionBody: 'Pesan kami sebelumnya menyebutkan {{child}} alfa pada {{date}}. Hal itu sudah diperbaiki: {{child}} tercatat {{status}}.',
      missingSubject: '{{child}} belum tercatat di sekolah pada {{date}}',
      missingBody: 'Sampai pukul {{time}}, {{child}} belum tercatat di {{school}} pada {{date}}. Jika Anda mengetahui alasannya, mohon beri tahu sekolah.',
      classDigestSubject_one: '{{class}}, {{date}}: {{count}} siswa alfa atau belum dicatat',
      classDigestSubject_other: '{{class}}, {{date}}: {{count}} siswa alfa atau belum dicatat',
      classDigestBody: 'Siswa {{class}} yang alfa atau belum dicatat pada {{date}}, per batas waktu ({{time}}):',
      classDigestNone: 'Semua siswa {{class}} sudah tercatat pada {{date}}, dan tidak ada yang alfa.',
      digestLine: '- {{name}}: {{status}}',
      schoolDigestSubject: '{{school}}, {{date}}: rekap kehadiran hari ini',
      schoolDigestBody: 'Kehadiran di {{school}} pada {{date}}, per batas waktu ({{time}}), dari {{total}} siswa:',
      schoolDigestLine: '- {{status}}: {{count}}',
      approvedSubject: 'Pengajuan izin disetujui: {{child}}, {{days}}',
      approvedBody: 'Sekolah menyetujui pengajuan untuk {{child}} ({{reason}}, {{days}}). Hari-hari tersebut dicatat sebagai {{reason}}.',
      rejectedSubject: 'Pengajuan izin tidak disetujui: {{child}}, {{days}}',
      rejectedBody: 'Sekolah tidak menyetujui pengajuan untuk {{child}} ({{reason}}, {{days}}).',
      cancelledSubject: 'Pengajuan izin dibatalkan: {{child}}, {{days}}',
      cancelledBody:
        'Sekolah membatalkan pengajuan yang sudah disetujui untuk {{child}} ({{reason}}, {{days}}). Mulai {{since}}, hari-hari tersebut tidak lagi dicatat sebagai {{reason}}; hari-hari sebelumnya tetap seperti yang tercatat.',
      decisionNote: 'Catatan dari sekolah: {{note}}',
      contact: 'Untuk menghubungi sekolah: {{contact}}',
      contactByName: 'Untuk menghubungi sekolah, silakan hubungi {{school}}.',
      unsubscribeComment: 'Hentikan pemberitahuan kehadiran',
      unsubscribe: 'Anda menerima pesan ini karena pemberitahuan kehadiran aktif untuk akun Anda. Untuk menghentikannya: {{url}}',
    },
    unsubscribe: {
      title: 'Pemberitahuan kehadiran',
      done: 'Pemberitahuan kehadiran melalui email kini nonaktif untuk {{name}}. Anda dapat mengaktifkannya lagi di pengaturan akun Anda.',
      invalid: 'Tautan ini tidak valid. Silakan masuk dan nonaktifkan pemberitahuan di pengaturan akun Anda.',
      confirm: 'Hentikan pemberitahuan kehadiran melalui email untuk {{name}}? Tidak ada yang berubah sebelum Anda menekan tombol.',
      button: 'Hentikan pemberitahuan email',
      alreadyOff: 'Pemberitahuan kehadiran melalui email sudah nonaktif untuk {{name}}.',
      stale: 'Tautan ini sudah tidak berlaku: pemberitahuan kehadiran diaktifkan lagi setelah email ini dikirim. Gunakan tautan di email yang lebih baru, atau pengaturan akun Anda.',
    },
    errors: {
      notFailed: 'Hanya pesan yang gagal yang dapat dikirim ulang; status pesan ini {{state}}.',
    },
    page: {
      nav: 'Pemberitahuan',
      title: 'Pemberitahuan',
      intro:
        'Semua pesan yang sudah atau akan dikirim sekolah: pemberitahuan ketidakhadiran, ralat, dan keputusan pengajuan izin kepada orang tua/wali, serta rekap harian untuk staf.',
      transportNone:
        'Belum ada cara pengiriman yang diatur (SMTP_URL maupun NOTIFY_WEBHOOK_URL tidak diisi), jadi pesan tetap mengantre di sini dan belum ada yang dikirim.',
      transportSmtp: 'Pesan dikirim melalui email.',
      transportWebhook: 'Pesan dikirim melalui gateway sekolah (webhook).',
      date: 'Hari',
      state: 'Status',
      anyState: 'Semua status',
      recipient: 'Kepada',
      channel: 'Saluran',
      tries: 'Percobaan',
      lastError: 'Kesalahan terakhir',
      created: 'Masuk antrean',
      sent: 'Terkirim',
      retry: 'Kirim ulang',
      retried: 'Pesan masuk antrean lagi.',
      empty: 'Tidak ada pemberitahuan pada hari tersebut.',
      emptyHint: 'Pemberitahuan masuk antrean saat siswa ditandai alfa atau masih belum dicatat pada batas waktu; rekap untuk staf setelah batas waktu.',
      loadFailed: 'Pemberitahuan tidak dapat dimuat.',
      states: {
        queued: 'Mengantre',
        sending: 'Mengirim',
        sent: 'Terkirim',
        failed: 'Gagal',
        held: 'Ditahan (jam tenang)',
      },
      channels: {
        email: 'Email',
        webhook: 'Gateway',
      },
    },
  },
} satisfies Widen<typeof notices>
