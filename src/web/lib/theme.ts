import { THEME_COLORS, THEMES, type Theme } from '#shared/school'
import { remembered, rememberLater } from './remember-later'

/** Also read by the inline script in index.html; keep the two in step. */
export const THEME_STORAGE_KEY = 'rollcall.theme'
export const DEFAULT_THEME: Theme = 'dark'

const listeners = new Set<() => void>()

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value)
}

export function storedTheme(): Theme {
  const value = remembered(THEME_STORAGE_KEY)
  return isTheme(value) ? value : DEFAULT_THEME
}

/** The theme on screen: the `dark` class on <html> is the single source of truth. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** Shows a theme and remembers it on this device. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  // index.html's two theme colours follow the device's theme; the app's own choice wins over it.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLORS[theme]
  rememberLater(THEME_STORAGE_KEY, theme)
  for (const listener of listeners) listener()
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
