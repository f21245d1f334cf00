import type { Widen } from '../en/index'
import type { lessonAlerts } from '../en/lesson-alerts'

/** "Tidak hadir di pelajaran" (ADR 052): siswa ada di sekolah, tetapi ditandai alfa di satu pelajaran (en/lesson-alerts.ts). */
export const idLessonAlerts = {
  lessonAlerts: {
    errors: {
      notYourClass: 'Anda hanya dapat melihat pelajaran kelas Anda sendiri',
    },
    card: {
      title: 'Tidak hadir di pelajaran',
      intro: 'Ada di sekolah hari ini, tetapi ditandai alfa di satu pelajaran.',
      introOn: 'Ada di sekolah pada {{date}}, tetapi ditandai alfa di satu pelajaran.',
      lesson: '{{subject}}, jam ke-{{period}}',
      lessonOfClass: '{{class}}: {{subject}}, jam ke-{{period}}',
      time: '{{start}}–{{end}}',
      markedBy: 'Ditandai oleh {{name}} pukul {{time}}',
      note: 'Catatan: {{note}}',
      open: 'Buka presensi {{subject}}, jam ke-{{period}}, untuk {{name}}',
    },
    setting: {
      label: 'Beri tahu keluarga jika siswa tidak hadir di pelajaran',
      hint: 'Jika siswa yang ada di sekolah ditandai alfa di satu pelajaran, orang tua dan walinya menerima pesan. Hari yang tercatat sakit atau izin membebaskan pelajarannya.',
    },
    message: {
      subject: '{{child}} tidak hadir di pelajaran {{subject}} pada {{date}}',
      body: '{{child}} ada di {{school}} pada {{date}}, tetapi ditandai alfa di pelajaran {{subject}} (jam ke-{{period}}, {{start}}–{{end}}). Jika Anda tahu alasannya, mohon beri tahu sekolah.',
      digestTitle: 'Ada di sekolah tetapi tidak hadir di pelajaran pada {{date}}:',
      digestLine: '- {{name}}: {{subject}}, jam ke-{{period}} ({{start}}–{{end}})',
    },
  },
} as const satisfies Widen<typeof lessonAlerts>
