import type { settings } from '../en/settings'
import type { Widen } from '../en/index'
import { idSettingsBeforeSignedIn } from './settings-sign-in'

/** The user's own settings and the school's settings (en/settings.ts). */
export const idSettings = {
  settings: {
    ...idSettingsBeforeSignedIn,
    title: 'Pengaturan',
    account: 'Pengaturan Akun',
    accountHint: 'Nama, email, dan kata sandi Anda.',
    editProfile: 'Ubah profil',
    editProfileHint: 'Ubah nama yang dilihat orang lain.',
    changePassword: 'Ganti kata sandi',
    changePasswordHint: 'Perangkat lain akan dikeluarkan; perangkat ini tetap masuk.',
    name: 'Nama',
    email: 'Email',
    currentPassword: 'Kata sandi saat ini',
    profileUpdated: 'Profil diperbarui',
    passwordChanged: 'Kata sandi sudah diganti',
    notifications: 'Notifikasi',
    emailNotifications: 'Email',
    emailNotificationsHint:
      'Email saat anak Anda ditandai alfa, belum dicatat tepat waktu, atau pengajuan izinnya diputuskan; juga saat terlambat jika sekolah mengirimkannya.',
    emailNotificationsStaffHint:
      'Setelah batas waktu setiap hari sekolah, email berisi kehadiran hari itu: siswa kelas Anda yang alfa atau belum dicatat, atau rekap seluruh sekolah untuk kepala sekolah.',
    appearance: 'Tampilan',
    darkModeHint: 'Lebih nyaman di mata saat cahaya redup.',
    logout: 'Keluar',
    logoutHint: 'Keluar dari Rollcall di perangkat ini.',
  },
  schoolSettings: {
    title: 'Sekolah',
    hint: 'Dipakai untuk “hari ini”, hari sekolah, dan keterlambatan.',
    name: 'Nama sekolah',
    timeZone: 'Zona waktu',
    schoolDayStart: 'Jam masuk sekolah',
    lateAfter: 'Terlambat setelah',
    lateAfterHint: 'Absen masuk setelah jam ini dihitung terlambat.',
    confirmCards: 'Konfirmasi kartu cetak di pemindai',
    confirmCardsHint: 'Kartu siswa yang dipindai menampilkan foto siswa dan menunggu ketukan sebelum dicatat, sehingga kartu tiruan ketahuan di gerbang.',
    departureScans: 'Absen pulang',
    departureScansHint: 'Setelah jam yang Anda tentukan, memindai siswa yang sudah absen masuk akan mencatat jam pulangnya. Catatan kehadiran tetap diambil dari jam datang.',
    departuresFrom: 'Absen pulang mulai',
    departuresFromHint: 'Pindaian mulai jam ini dicatat sebagai pulang.',
    schoolDayEnd: 'Jam pulang sekolah',
    schoolDayEndHint: 'Pulang sebelum jam ini dihitung “pulang lebih awal”.',
    schoolDays: 'Hari sekolah',
    schoolDaysFrom: 'Mulai',
    schoolDaysFromHint: 'Hari sekolah berlaku mulai tanggal ini (hari ini atau sesudahnya); hari-hari sebelumnya tetap memakai hari sekolah yang berlaku saat itu, sehingga laporan lalu tidak berubah.',
    schoolDaysUpcoming: 'Mulai {{date}}: {{days}}. Sampai saat itu: {{current}}.',
    weekdays: {
      mon: 'Sen',
      tue: 'Sel',
      wed: 'Rab',
      thu: 'Kam',
      fri: 'Jum',
      sat: 'Sab',
      sun: 'Min',
    },
    saved: 'Pengaturan sekolah disimpan',
    loadFailed: 'Pengaturan sekolah tidak dapat dimuat.',
  },
} satisfies Widen<typeof settings>
