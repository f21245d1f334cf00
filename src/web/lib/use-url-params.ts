import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A page's filters and page number, kept in the URL so back/forward and shared links work.
 * `parse` reads them (ignoring values the server would refuse). Every change is a new
 * history entry; changing anything but the page starts again at page 1.
 */
export function useUrlParams<Name extends string, Params>(parse: (search: URLSearchParams) => Params) {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => parse(search), [parse, search])

  const update = useCallback(
    (change: Partial<Record<Name, string | number | undefined>>) => {
      setSearch((previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
          else next.set(key, String(value))
        }
        if (!('page' in change)) next.delete('page')
        return next
      })
    },
    [setSearch],
  )

  return { params, update }
}

/** A positive whole page number from the URL, or 1. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}
