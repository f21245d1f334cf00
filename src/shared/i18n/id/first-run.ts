import type { firstRun } from '../en/first-run'
import type { Widen } from '../en/index'

/** The headmaster's first-run checklist, and what an empty list says to do next (en/first-run.ts). */
export const idFirstRun = {
  firstRun: {
    title: 'Siapkan sekolah Anda',
    progress: '{{done}} dari {{total}} langkah selesai',
    intro: 'Setiap langkah membuka halamannya dan dicentang di sini setelah selesai. Daftar ini hilang setelah semua langkah selesai.',
    done: 'Selesai',
    toDo: 'Belum',
    next: 'Berikutnya',
    steps: {
      settings: { title: 'Pengaturan sekolah', hint: 'Isi nama sekolah, zona waktu, dan hari sekolah.' },
      departments: { title: 'Jurusan', hint: 'Sekolah dimulai dengan delapan jurusan: ganti nama atau arsipkan yang tidak ada di sekolah Anda.' },
      teachers: { title: 'Guru', hint: 'Tambahkan guru, atau impor dari spreadsheet. Kelas perwalian diatur di langkah berikutnya.' },
      classes: { title: 'Kelas', hint: 'Tambahkan kelas, masing-masing dengan jurusan dan gurunya, yang menjadi wali kelasnya.' },
      students: { title: 'Siswa', hint: 'Tambahkan siswa, atau impor dari spreadsheet.' },
      passwords: { title: 'Kata sandi', hint: 'Beri setiap siswa kata sandi, agar mereka dapat masuk dan menunjukkan kodenya.' },
      rollCall: { title: 'Presensi pertama', hint: 'Isi presensi satu kelas: catatan kehadiran pertama sekolah Anda.' },
    },
  },
  emptyState: {
    noStudentsTitle: 'Belum ada siswa',
    noStudentsBody: 'Tambahkan siswa satu per satu, atau impor seluruh daftar dari spreadsheet.',
    noStudentsAsk: 'Siswa akan tampil di sini setelah kepala sekolah atau wali kelas menambahkannya.',
    addFirstStudent: 'Tambah siswa pertama',
    noTeachersTitle: 'Belum ada guru',
    noTeachersBody: 'Tambahkan setiap guru beserta jurusan dan mata pelajarannya, atau impor dari spreadsheet.',
    noTeachersAsk: 'Guru akan tampil di sini setelah kepala sekolah menambahkannya.',
    addFirstTeacher: 'Tambah guru pertama',
    noClassesTitle: 'Belum ada kelas',
    noClassesBody: 'Tambahkan satu kelas untuk setiap rombongan belajar, beserta jurusan dan gurunya.',
    noClassesAsk: 'Kelas akan tampil di sini setelah kepala sekolah atau wali kelas menambahkannya.',
    addFirstClass: 'Tambah kelas pertama',
    daySheetBody: 'Setelah sekolah memiliki siswa, setiap hari sekolah semua siswa tercantum di sini, siap dicatat kehadirannya.',
    goToStudents: 'Buka Kelola Siswa',
    rollCallNoClassesBody: 'Presensi diisi per kelas: tambahkan dulu kelas-kelas di sekolah Anda.',
    goToClasses: 'Buka Kelola Kelas',
    emptyClassBody: 'Pindahkan siswa ke kelas ini, atau tambahkan siswa baru, di Kelola Siswa.',
    reportsNoClassesBody: 'Laporan menghitung presensi kelas-kelas di sekolah: tambahkan kelas, lalu isi presensi.',
    reportsNoStudentsBody: 'Laporan mencantumkan siswa dari kelas yang dicakupnya: tambahkan siswa ke kelas tersebut di Kelola Siswa.',
  },
} satisfies Widen<typeof firstRun>
