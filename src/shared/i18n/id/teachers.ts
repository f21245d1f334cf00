import type { teachers } from '../en/teachers'
import type { Widen } from '../en/index'

/** Kelola Guru (en/teachers.ts). */
export const idTeachers = {
  teacherManagement: {
    filters: 'Filter guru',
    search: 'Cari',
    searchPlaceholder: 'Cari guru berdasarkan nama',
    department: 'Jurusan',
    allDepartments: 'Semua Jurusan',
    list: 'Guru',
    count_one: '{{count}} guru',
    count_other: '{{count}} guru',
    noTeachers: 'Tidak ada guru yang sesuai dengan filter ini.',
    loadFailed: 'Daftar guru tidak dapat dimuat.',
    addTeacher: 'Tambah Guru',
    editTeacher: 'Ubah Guru',
    name: 'Nama',
    email: 'Email',
    subjects: 'Mata Pelajaran',
    subjectsHint: 'Pisahkan mata pelajaran dengan koma, misalnya Matematika, Fisika.',
    isHomeroom: 'Menjadi Wali Kelas',
    homeroomClass: 'Kelas Perwalian',
    homeroom: 'Wali kelas {{class}}',
    chooseDepartment: 'Pilih jurusan',
    chooseClass: 'Pilih kelas',
    homeroomNoClasses:
      'Belum ada kelas. Simpan guru ini tanpa mencentang kotak ini, lalu tambahkan kelasnya di Kelola Kelas dan pilih guru ini sebagai gurunya: dengan begitu ia menjadi wali kelasnya.',
    homeroomNoFreeClass:
      'Semua kelas sudah memiliki wali kelas. Simpan guru ini tanpa mencentang kotak ini, lalu pilih guru ini sebagai guru sebuah kelas di Kelola Kelas: dengan begitu ia menjadi wali kelasnya.',
    added: 'Guru berhasil ditambahkan',
    updated: 'Data guru berhasil diperbarui',
    deleted: 'Guru berhasil dihapus',
    deleteTitle: 'Hapus {{name}}?',
    deleteBody: 'Guru ini akan hilang dari semua daftar dan tidak dapat masuk lagi. Kehadiran yang sudah dicatatnya tetap disimpan.',
    generatedTitle: 'Kata sandi guru',
    generatedNote: 'Salin sekarang dan berikan kepada guru. Kata sandi ini tidak akan ditampilkan lagi.',
  },
  teacherFiles: {
    sheet: 'Guru',
    columns: {
      name: 'Nama',
      email: 'Email',
      department: 'Jurusan',
      subjects: 'Mata Pelajaran',
      homeroomClass: 'Kelas Perwalian',
    },
  },
} satisfies Widen<typeof teachers>
