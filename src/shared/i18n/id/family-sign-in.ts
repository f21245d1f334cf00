import type { familySignIn } from '../en/family-sign-in'
import type { Widen } from '../en/index'

/** The parent's way in: the sign-in screen's parent tab, registering with a link code, and its refusals (en/family-sign-in.ts). */
export const idFamilySignIn = {
  familySignIn: {
    tab: 'Orang tua/wali',
    emailLabel: 'Email',
    register: 'Baru di sini? Daftar dengan kode dari sekolah',
    registerTitle: 'Daftar sebagai orang tua/wali',
    registerIntro: 'Sekolah memberi Anda slip berisi kode tautan. Masukkan kode itu beserta data Anda untuk melihat kehadiran anak Anda.',
    codeLabel: 'Kode tautan',
    codeHint: 'Dua belas huruf dan angka, misalnya 7K3M-Q9TX-2B4D',
    nameLabel: 'Nama Anda',
    passwordLabel: 'Kata sandi',
    confirmPasswordLabel: 'Ulangi kata sandi',
    submit: 'Daftar',
    submitting: 'Mendaftarkan…',
    backToSignIn: 'Kembali ke halaman masuk',
    errors: {
      codeFormat: 'Masukkan kode 12 karakter yang tertera di slip Anda',
      codeInvalid: 'Kode ini tidak berlaku: mungkin salah ketik, sudah dipakai, atau sudah kedaluwarsa. Mintalah kode baru ke sekolah.',
      alreadyLinked: 'Anda sudah tertaut dengan {{name}}',
      guardiansFull: 'Siswa ini sudah memiliki {{max}} orang tua/wali yang tertaut. Minta sekolah melepas salah satunya terlebih dahulu.',
      tooManyFromAccount_one: 'Anda terlalu sering memasukkan kode tautan yang salah. Periksa kode dengan slip Anda dan coba lagi dalam {{count}} menit.',
      tooManyFromAccount_other: 'Anda terlalu sering memasukkan kode tautan yang salah. Periksa kode dengan slip Anda dan coba lagi dalam {{count}} menit.',
      tooManyFromNetwork_one: 'Terlalu banyak kode tautan salah dimasukkan dari jaringan ini (keluarga yang memakai Wi-Fi sekolah atau jaringan seluler yang sama dihitung bersama). Coba lagi dalam {{count}} menit, atau dari jaringan lain.',
      tooManyFromNetwork_other: 'Terlalu banyak kode tautan salah dimasukkan dari jaringan ini (keluarga yang memakai Wi-Fi sekolah atau jaringan seluler yang sama dihitung bersama). Coba lagi dalam {{count}} menit, atau dari jaringan lain.',
      tooManyAtSchool_one: 'Banyak sekali kode tautan salah dimasukkan untuk sekolah ini, jadi untuk sementara setiap jaringan hanya boleh mencoba sekali, dan jaringan ini sudah mencoba. Periksa kode dengan slip Anda dan coba lagi dalam {{count}} menit.',
      tooManyAtSchool_other: 'Banyak sekali kode tautan salah dimasukkan untuk sekolah ini, jadi untuk sementara setiap jaringan hanya boleh mencoba sekali, dan jaringan ini sudah mencoba. Periksa kode dengan slip Anda dan coba lagi dalam {{count}} menit.',
    },
  },
} satisfies Widen<typeof familySignIn>
