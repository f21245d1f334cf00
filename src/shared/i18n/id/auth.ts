import type { auth } from '../en/auth'
import type { Widen } from '../en/index'

/** Signing in, "Lupa kata sandi?", and the first sign-in with a one-time password (en/auth.ts). */
export const idAuth = {
  auth: {
    title: 'Masuk',
    subtitle: 'Siswa masuk dengan nomor masuk (5 angka), guru dan staf dengan email sekolah, orang tua/wali dengan email yang didaftarkan.',
    signInAs: 'Masuk sebagai',
    studentTab: 'Siswa',
    teacherTab: 'Guru',
    parentNumber: 'Nomor masuk',
    email: 'Email',
    password: 'Kata sandi',
    signIn: 'Masuk',
    signingIn: 'Sedang masuk…',
    demoTitle: 'Akun demo',
    demoHint: 'Pilih akun untuk mengisi formulir, lalu tekan Masuk.',
    demoPassword: 'Kata sandi semua akun demo:',
    sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  },
  forgotPassword: {
    link: 'Lupa kata sandi?',
    title: 'Lupa kata sandi?',
    student: 'Siswa: hubungi wali kelas atau tata usaha sekolah. Mereka akan memberi Anda kata sandi sekali pakai yang baru.',
    staff: 'Guru dan staf: hubungi kepala sekolah, yang dapat mengatur ulang kata sandi Anda di Kelola Guru.',
  },
  firstPassword: {
    title: 'Buat kata sandi baru',
    hint: 'Anda masuk dengan kata sandi sekali pakai. Buat kata sandi Anda sendiri sebelum melanjutkan; tidak ada orang lain yang akan mengetahuinya.',
    currentPassword: 'Kata sandi sekali pakai',
    submit: 'Simpan dan lanjutkan',
    saving: 'Menyimpan…',
    signOut: 'Keluar',
  },
  passwordErrors: {
    changeRequired: 'Buat kata sandi baru terlebih dahulu: Anda masuk dengan kata sandi sekali pakai.',
    studentName: 'Nama siswa diubah oleh tata usaha sekolah, bukan di Pengaturan.',
  },
} satisfies Widen<typeof auth>
