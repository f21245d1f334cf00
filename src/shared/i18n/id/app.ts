import type { app } from '../en/app'
import type { Widen } from '../en/index'

/** The frame every page has, the sign-in page's too (en/app.ts). */
export const idApp = {
  app: {
    name: 'Rollcall',
    tagline: 'Absensi sekolah yang dapat dipercaya',
    loading: 'Memuat…',
    skipToContent: 'Langsung ke konten',
    loadFailedTitle: 'Rollcall tidak dapat dimuat',
    retry: 'Coba lagi',
    updateAvailable: 'Pembaruan tersedia',
    updateReload: 'Muat ulang',
  },
  common: {
    save: 'Simpan',
    saving: 'Menyimpan…',
    cancel: 'Batal',
    close: 'Tutup',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
  },
  roles: {
    headmaster: 'Kepala sekolah',
    homeroom_teacher: 'Wali kelas',
    subject_teacher: 'Guru mata pelajaran',
    student: 'Siswa',
    parent: 'Orang tua/wali',
  },
  theme: {
    darkMode: 'Mode gelap',
  },
  language: {
    label: 'Bahasa',
  },
  shell: {
    logout: 'Keluar',
    mainNavigation: 'Navigasi utama',
  },
  nav: {
    overview: 'Ringkasan',
    students: 'Siswa',
    classes: 'Kelas',
    teachers: 'Guru',
    settings: 'Pengaturan',
    rollCall: 'Presensi',
    scan: 'Pindai',
  },
  pages: {
    dashboard: {
      title: {
        headmaster: 'Dasbor Kepala Sekolah',
        homeroom_teacher: 'Dasbor Wali Kelas',
        subject_teacher: 'Dasbor Guru Mapel',
      },
      loggedInAs: 'Masuk sebagai: {{name}} ({{role}})',
    },
    studentProfile: { title: 'Profil Siswa' },
    students: { title: 'Kelola Siswa' },
    classes: { title: 'Kelola Kelas' },
    teachers: { title: 'Kelola Guru' },
  },
  errorPages: {
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundBody: 'Tidak ada halaman di alamat ini.',
    notAllowedTitle: 'Tidak diizinkan',
    notAllowedBody: 'Peran Anda tidak memiliki akses ke halaman ini.',
    errorTitle: 'Terjadi kesalahan',
    errorBody: 'Halaman ini mengalami masalah. Data Anda aman; silakan coba lagi.',
    backToOverview: 'Kembali ke ringkasan',
    reload: 'Muat ulang halaman',
  },
} satisfies Widen<typeof app>
