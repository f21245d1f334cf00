/** The signed-in navigation's overflow menu on a phone. */
export const navExtra = {
  /** The bottom navigation's entries that reports added, and its overflow menu on a phone. */
  navExtra: {
    more: 'More',
  },
} as const
