import type { profile } from '../en/profile'
import type { Widen } from '../en/index'

/** The student's own profile (en/profile.ts). */
export const idProfile = {
  profile: {
    studentId: 'NIS',
    nisn: 'NISN',
    class: 'Kelas',
    department: 'Jurusan',
    level: 'Jenjang',
    contact: 'Informasi Kontak',
    parentNumber: 'Nomor masuk',
    emergencyContact: 'Kontak darurat',
    academic: 'Data Akademik',
    gpa: 'Nilai rata-rata',
    major: 'Peminatan',
    medical: 'Informasi Kesehatan',
    bloodType: 'Golongan darah',
    allergies: 'Alergi',
    notProvided: 'Tidak diisi',
    recent: 'Kehadiran terakhir',
    recentHint_one: 'Hari sekolah terakhir',
    recentHint_other: '{{count}} hari sekolah terakhir',
    attendanceRate: 'Tingkat kehadiran',
    noRecords: 'Belum ada catatan',
    loadFailed: 'Profil Anda tidak dapat dimuat.',
  },
  profileReadOnly: {
    nameByStaff: 'Nama Anda dikelola oleh tata usaha sekolah. Mintalah mereka untuk memperbaikinya.',
  },
} satisfies Widen<typeof profile>
