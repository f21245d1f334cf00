import type { schoolCode } from '../en/school-code'
import type { Widen } from '../en/index'

/** Kode sekolah di layar masuk, bila satu alamat melayani beberapa sekolah (en/school-code.ts). */
export const idSchoolCode = {
  schoolCode: {
    title: 'Sekolah Anda',
    intro: 'Alamat ini melayani beberapa sekolah. Masukkan kode sekolah yang diberikan sekolah Anda; perangkat ini akan mengingatnya.',
    label: 'Kode sekolah',
    hint: 'Huruf, angka, dan tanda hubung, misalnya sman3-bandung',
    submit: 'Lanjut',
    submitting: 'Memeriksa…',
    current: 'Sekolah: {{name}}',
    change: 'Ganti sekolah',
  },
} satisfies Widen<typeof schoolCode>
