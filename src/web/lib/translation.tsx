import type { i18n, TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useTranslation as useReactI18next } from 'react-i18next'

interface Translation {
  t: TFunction
  i18n: i18n
}

const TranslationContext = createContext<Translation | null>(null)

/**
 * The texts in the shown language for everything below (app/providers.tsx), from one subscription to i18next.
 * react-i18next's own hook subscribes once per component and copies i18next's instance for each: on a page of
 * 25–50 rows, hundreds of copies made while hydrating, and their garbage collected in long tasks (ADR 058).
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useReactI18next()
  const value = useMemo(() => ({ t, i18n }), [t, i18n])
  return <TranslationContext value={value}>{children}</TranslationContext>
}

/** `const { t } = useTranslation()`, as react-i18next's, read from the provider: a change of language renders every user again. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext)
  if (!translation) throw new Error('useTranslation needs the TranslationProvider (app/providers.tsx) above it')
  return translation
}
