import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'
import { remembered } from './rendered-memo'

/**
 * Joins class names and lets later Tailwind classes win over earlier ones. A rendered page's first render
 * reads the server's merges (lib/rendered-memo, ADR 057): tailwind-merge builds its tables on its first call.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs)
  return remembered(`cn ${joined}`, () => twMerge(joined))
}
