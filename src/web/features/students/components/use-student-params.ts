import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { StudentListParams } from '../api/get-students'

export type StudentParamName = 'q' | 'classId' | 'departmentId' | 'page'

function parse(search: URLSearchParams): StudentListParams {
  const page = Number(search.get('page'))
  return {
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    departmentId: search.get('departmentId') || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/**
 * Search, filters and page live in the URL, so back/forward and shared links work.
 * Changing anything but the page starts again at page 1.
 */
export function useStudentParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => parse(search), [search])

  const update = useCallback(
    (change: Partial<Record<StudentParamName, string | number | undefined>>) => {
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
