import type { apiReference } from '../en/api-reference'
import type { Widen } from '../en/index'

/** Halaman referensi API kepala sekolah (en/api-reference.ts). */
export const idApiReference = {
  apiReference: {
    title: 'Referensi API',
    intro: 'Apa yang boleh diminta sistem lain dari server ini, dan siapa yang boleh meminta. Dibuat dari kode yang menjawabnya, jadi selalu sesuai versi ini.',
    download: 'Deskripsi OpenAPI (JSON)',
    loading: 'Memuat deskripsi API…',
    loadFailed: 'Deskripsi API tidak dapat dimuat.',
    who: 'Siapa yang boleh memanggil',
    anyone: 'Siapa saja, masuk atau tidak',
    fields: 'Kolom',
    parameters: 'Path dan query',
    body: 'Isi permintaan',
    response: 'Jawaban',
    file: 'Sebuah berkas ({{types}})',
    upload: 'Sebuah berkas sebagai isi ({{types}})',
    events: 'Aliran peristiwa; masing-masing membawa:',
    noBody: 'Tanpa isi',
    errors: 'Jawaban bila tidak dapat dilakukan',
    oneOf: 'Salah satu dari:',
    required: 'wajib',
    optional: 'opsional',
    operations_one: '{{count}} operasi',
    operations_other: '{{count}} operasi',
    settingsSection: 'Sistem lain',
    settingsHint: 'Untuk sistem dinas pendidikan atau mitra TI',
    settingsLink: 'Referensi API',
    settingsLinkHint: 'Setiap permintaan yang dijawab server, dan siapa yang boleh memintanya',
  },
} satisfies Widen<typeof apiReference>
