import type { tokens } from '../en/tokens'
import type { Widen } from '../en/index'

/** Token API untuk sistem lain (en/tokens.ts). */
export const idTokens = {
  tokens: {
    invalid: 'Token API ini tidak berlaku di sini: tidak dikenal, sudah dicabut, atau milik sekolah lain.',
    scopeMissing: 'Token API ini tidak boleh melakukan ini: perlu cakupan “{{scope}}”.',
    notAccepted: 'Token API tidak boleh membuat permintaan ini: masuklah dengan akun.',
    notFound: 'Token itu tidak ada.',
    scopeRequired: 'Pilih setidaknya satu hal yang boleh dilakukan token.',
  },
  roster: {
    repeatedExternalId: 'ID eksternal ini juga ada di entri {{line}}',
    invalid_one: '{{count}} entri bermasalah. Tidak ada yang diubah.',
    invalid_other: '{{count}} entri bermasalah. Tidak ada yang diubah.',
  },
} satisfies Widen<typeof tokens>
