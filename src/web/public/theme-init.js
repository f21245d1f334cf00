/* global document */
// Applies the remembered theme before the first paint (key shared with src/web/lib/theme.ts).
// A file, not an inline script: the Content-Security-Policy allows scripts from this origin only.
try {
  const theme = localStorage.getItem('rollcall.theme')
  if (theme === 'light' || theme === 'dark') {
    document.documentElement.classList.toggle('dark', theme === 'dark')
    document.documentElement.style.colorScheme = theme
  }
} catch {
  // No storage (private mode, blocked cookies): the default dark theme stays.
}
