import type { navExtra } from '../en/nav-extra'
import type { Widen } from '../en/index'

/** The signed-in navigation's overflow menu on a phone (en/nav-extra.ts). */
export const idNavExtra = {
  navExtra: {
    more: 'Lainnya',
  },
} satisfies Widen<typeof navExtra>
