import type { signInSheet } from '../en/sign-in-sheet'
import type { Widen } from '../en/index'

/** "Buat kata sandi" and the printed sheet of one-time passwords (en/sign-in-sheet.ts). */
export const idSignInSheet = {
  signInSheet: {
    createButton: 'Buat kata sandi',
    dialogTitle: 'Buat kata sandi',
    studentsHint:
      'Memberi kata sandi sekali pakai kepada setiap siswa yang belum memilikinya (misalnya setelah impor), lalu mencetaknya di lembar akun.',
    teachersHint:
      'Memberi kata sandi sekali pakai kepada setiap guru yang belum memilikinya (misalnya setelah impor), lalu mencetaknya di lembar akun.',
    class: 'Kelas',
    allClasses: 'Semua kelas',
    reissue: 'Kata sandi baru untuk semua siswa di kelas ini',
    reissueHint: 'Kata sandi mereka saat ini tidak berlaku lagi dan mereka akan dikeluarkan.',
    create: 'Buat',
    creating: 'Membuat…',
    nonePending: 'Semua sudah memiliki kata sandi. Tidak ada yang diubah.',
    title: 'Lembar akun',
    onceWarning:
      'Kata sandi ini hanya ditampilkan sekarang dan tidak dapat ditampilkan lagi. Cetak lembar ini (atau simpan sebagai PDF) sebelum meninggalkan halaman.',
    print: 'Cetak',
    done: 'Selesai',
    count_one: '{{count}} kata sandi dibuat',
    count_other: '{{count}} kata sandi dibuat',
    empty: 'Tidak ada yang dapat dicetak: kata sandi hanya ditampilkan sekali, tepat setelah dibuat. Buat lagi dari Kelola Siswa atau Kelola Guru.',
    back: 'Kembali',
    schoolAddress: 'Masuk di',
    parentNumber: 'Nomor masuk',
    email: 'Email',
    studentId: 'NIS',
    nisn: 'NISN',
    password: 'Kata sandi sekali pakai',
    firstSignIn: 'Anda akan membuat kata sandi sendiri saat pertama kali masuk.',
    qrLabel: 'Kode QR alamat masuk',
    teachers: 'Guru',
  },
} satisfies Widen<typeof signInSheet>
