import type { timetable } from '../en/timetable'
import type { Widen } from '../en/index'

/** Pekan sekolah: jadwal bel dan jadwal pelajaran (en/timetable.ts). */
export const idTimetable = {
  timetable: {
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
