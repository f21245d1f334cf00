import type { classes } from '../en/classes'
import type { Widen } from '../en/index'

/** Kelola Kelas (en/classes.ts). */
export const idClasses = {
  classManagement: {
    filters: 'Filter kelas',
    search: 'Cari',
    searchPlaceholder: 'Cari kelas berdasarkan nama',
    department: 'Jurusan',
    allDepartments: 'Semua Jurusan',
    list: 'Kelas',
    count_one: '{{count}} kelas',
    count_other: '{{count}} kelas',
    noClasses: 'Tidak ada kelas yang sesuai dengan filter ini.',
    loadFailed: 'Daftar kelas tidak dapat dimuat.',
    addClass: 'Tambah Kelas',
    editClass: 'Ubah Kelas',
    className: 'Nama Kelas',
    classNameHint: 'Kode kelas, misalnya XII-A (maksimal 20 karakter).',
    teacher: 'Guru',
    noTeacher: 'Belum ada guru',
    students: 'Siswa',
    chooseDepartment: 'Pilih jurusan',
    chooseTeacher: 'Pilih guru',
    teacherIsHomeroom: 'Guru yang Anda pilih menjadi wali kelas ini: ia yang memutuskan pengajuan izinnya.',
    added: 'Kelas berhasil ditambahkan',
    updated: 'Kelas berhasil diperbarui',
    deleted: 'Kelas berhasil dihapus',
    deleteTitle: 'Hapus kelas {{name}}?',
    deleteBody: 'Hanya kelas tanpa siswa yang dapat dihapus; pindahkan dulu siswanya ke kelas lain.',
  },
  classFiles: {
    sheet: 'Kelas',
    columns: {
      className: 'Nama Kelas',
      department: 'Jurusan',
      teacher: 'Guru',
      students: 'Siswa',
    },
  },
} satisfies Widen<typeof classes>
