import type { Widen } from '../en/index'
import type { lessonReports } from '../en/lesson-reports'

/** Apa yang dikatakan presensi pelajaran (en/lesson-reports.ts). */
export const idLessonReports = {
  lessonReports: {
    tab: 'Pelajaran',
    title: 'Pelajaran per mata pelajaran',
    tableCaption: 'Pelajaran {{name}} per mata pelajaran',
    classLabel: 'Kelas',
    chooseClass: 'Pilih kelas',
    chooseClassFirst: 'Pilih kelas untuk melihat pelajarannya per mata pelajaran.',
    noClasses: 'Belum ada kelas: kelas yang Anda ajar, atau yang Anda walikelasi, muncul di sini.',
    loadFailed: 'Gagal memuat pelajaran.',
    forbidden: 'Hanya kepala sekolah, wali kelas, dan guru yang mengajar kelas ini yang melihat pelajaran ini.',
    none: 'Tidak ada presensi yang diisi pada tanggal-tanggal ini.',
    columns: {
      subject: 'Mata Pelajaran',
      registers: 'Pelajaran',
      present: 'Hadir',
      late: 'Terlambat',
      absent: 'Alfa',
      excused: 'Dengan keterangan',
      rate: 'Persentase',
    },
    short: { registers: 'Pel', present: 'H', late: 'T', absent: 'A', excused: 'K' },
    legend: 'Pel pelajaran yang diisi, H hadir, T terlambat masuk pelajaran, A alfa, K dengan keterangan (tidak hadir pada hari sakit atau izin)',
    total: 'Semua mata pelajaran',
    rateFraction: '{{attended}} dari {{total}}',
    rateWords: 'Hadir atau terlambat di {{attended}} dari {{total}} pelajaran yang dihitung',
    definition: 'Persentase: hadir atau terlambat, dari pelajaran yang presensinya diisi, tanpa pelajaran yang tidak dihadiri dengan keterangan (hari sakit atau izin). Presensi yang tidak diisi tidak dihitung.',
    notTaken: {
      title: 'Presensi belum diisi',
      hintAll: 'Pelajaran yang seharusnya berlangsung (hari sekolah, tidak dibatalkan, sudah selesai) dan belum ada presensinya, per guru dan hari.',
      hintOwn: 'Pelajaran Anda yang seharusnya berlangsung (hari sekolah, tidak dibatalkan, sudah selesai) dan belum ada presensinya.',
      none: 'Semua presensi pada tanggal-tanggal ini sudah diisi.',
      count_one: '{{count}} presensi',
      count_other: '{{count}} presensi',
      period: 'Jam ke-{{period}}, {{startsAt}}–{{endsAt}}',
      substitute: 'sebagai guru pengganti',
    },
  },
} as const satisfies Widen<typeof lessonReports>
