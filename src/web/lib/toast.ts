/**
 * Toasts from code the sign-in page also loads. sonner comes with the toaster, which is mounted
 * only once someone has signed in (app/app-root), so the sign-in page does not download it.
 */
export function showToast(kind: 'info' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message))
}
