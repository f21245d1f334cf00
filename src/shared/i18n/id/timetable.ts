import type { timetable } from '../en/timetable'
import type { Widen } from '../en/index'

/** Pekan sekolah: jadwal bel dan jadwal pelajaran (en/timetable.ts). */
export const idTimetable = {
  timetableFiles: {
    columns: { className: 'Kelas', weekday: 'Hari', period: 'Jam Ke', subject: 'Mata Pelajaran', teacherEmail: 'Email Guru' },
  },
  timetable: {
    import: {
      unknownDay: 'Tulis hari sebagai angka 1 (Senin) sampai 7 (Minggu) atau namanya',
      unknownTeacher: 'Tidak ada guru dengan email “{{email}}”',
      repeatedSlot: 'Jam pelajaran kelas ini juga ada di baris {{line}}',
      teacherTwice: 'Guru ini juga mengajar pada jam ini di baris {{line}}',
      teacherElsewhere: 'Guru ini mengajar {{className}} pada jam ini',
      changedMeanwhile: 'Jadwal pelajaran berubah saat berkas diimpor. Tidak ada yang diimpor; periksa berkasnya lagi.',
    },
    errors: {
      endsBeforeStart: 'Jam pelajaran harus selesai setelah dimulai',
      periodTwice: 'Hari ini memuat jam pelajaran ini dua kali',
      periodsOverlap: 'Jam pelajaran ini bertumpuk dengan jam lain di hari yang sama',
      noSuchPeriod: 'Jadwal bel tidak memuat jam pelajaran ini pada hari tersebut',
      slotTaken: 'Kelas ini sudah punya pelajaran pada jam ini',
      teacherBusy: 'Guru ini sudah mengajar pada jam ini',
      periodInUse: 'Ada pelajaran pada jam ke-{{period}} hari {{weekday}}, yang tidak ada di jadwal ini: pindahkan atau hapus dulu',
      notLessonDay: 'Pelajaran ini tidak ada pada tanggal ini: pilih hari sekolah pada harinya',
    },
  },
} as const satisfies Widen<typeof timetable>
