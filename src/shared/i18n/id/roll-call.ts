import type { rollCall } from '../en/roll-call'
import type { Widen } from '../en/index'

/** The roll call ("presensi kelas"), and how far a class's roll has got (en/roll-call.ts). */
export const idRollCall = {
  rollCall: {
    title: 'Presensi Kelas',
    subtitle: 'Satu ketukan per siswa, lalu Simpan sekali.',
    chooseClass: 'Pilih kelas',
    yourClass: 'Kelas Anda',
    yourClasses_one: 'Kelas Anda',
    yourClasses_other: 'Kelas-kelas Anda',
    otherClasses: 'Kelas lain',
    class: 'Kelas',
    date: 'Tanggal',
    studentCount_one: '{{count}} siswa',
    studentCount_other: '{{count}} siswa',
    noTeacher: 'Belum ada guru',
    markAllPresent: 'Tandai hadir semua yang belum ditandai',
    save: 'Simpan',
    saving: 'Menyimpan…',
    saved: 'Presensi disimpan',
    changes_one: '{{count}} perubahan belum disimpan',
    changes_other: '{{count}} perubahan belum disimpan',
    noChanges: 'Tidak ada perubahan yang belum disimpan',
    unsaved: 'Belum disimpan',
    updatedElsewhere: 'Dicatat di tempat lain sebagai {{status}}',
    emptyClass: 'Belum ada siswa yang terdaftar di kelas ini.',
    loadFailed: 'Presensi ini tidak dapat dimuat.',
    discardConfirm: 'Ada tanda yang belum disimpan. Buang?',
    statusFor: 'Status untuk {{student}}',
    shortcutsTitle: 'Pintasan keyboard',
    shortcuts: 'Pilih seorang siswa, lalu tekan {{present}} hadir, {{absent}} alfa, {{late}} terlambat, {{sick}} sakit, {{permission}} izin; ↑/↓ atau J/K untuk berpindah.',
    /** The initials of the statuses, as in the register and the calendar (docs/glossary-id.md). */
    keys: {
      present: 'H',
      absent: 'A',
      late: 'T',
      sick: 'S',
      permission: 'I',
    },
  },
  rollTaken: {
    recordedOf_one: '{{recorded}} dari {{count}} siswa sudah dicatat',
    recordedOf_other: '{{recorded}} dari {{count}} siswa sudah dicatat',
    scansOnly: 'Baru absen di gerbang',
    definition: 'Sudah diisi: setiap siswa memiliki catatan dan seorang guru sudah mencatat minimal satu di antaranya (pindaian di gerbang saja tidak dihitung).',
  },
} satisfies Widen<typeof rollCall>
