import type { KeyboardEvent, ReactNode, Ref } from 'react'
import type { StatusTone } from '#web/lib/status-tone'
import { cn } from '#web/lib/cn'
import { TONE_FILLED } from '#web/lib/status-tone'

/**
 * One student's row of a sheet marked one tap a student (roll call, a lesson's register): the name with what is
 * known beside it, then a row of big toggle buttons. Only the active row is in the tab order (roving tabindex);
 * the sheet's arrows move between rows (lib/use-row-navigation).
 */
interface MarkRowProps {
  studentId: string
  /** The id of the name's element, which names the row. */
  nameId: string
  name: string
  /** Under the name: a parent number, the day so far. */
  detail: ReactNode
  /** Right of the name: the badges. */
  aside: ReactNode
  unmarked: boolean
  changed: boolean
  active: boolean
  ref: Ref<HTMLLIElement>
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void
  /** The toggle buttons' group, and anything below it. */
  children: ReactNode
  /** data-* attributes a journey reads (the mark shown). */
  data: Record<`data-${string}`, string>
}

export function MarkRow({ studentId, nameId, name, detail, aside, unmarked, changed, active, ref, onFocus, onKeyDown, children, data }: MarkRowProps) {
  return (
    <li
      ref={ref}
      tabIndex={active ? 0 : -1}
      aria-labelledby={nameId}
      data-student-id={studentId}
      {...data}
      data-changed={changed || undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-surface p-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4',
        unmarked ? 'border-dashed border-input' : 'border-border',
        changed && 'border-accent',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={nameId} className="font-semibold break-words">
            {name}
          </p>
          {detail}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">{aside}</div>
      </div>
      {children}
    </li>
  )
}

/** A mark's toggle: pressed, it is filled in its status's tone. `className` sizes it. */
export function MarkButton({ pressed, tone, active, disabled, onClick, className, children }: {
  pressed: boolean
  tone: StatusTone
  active: boolean
  disabled: boolean
  onClick: () => void
  className: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      tabIndex={active ? 0 : -1}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'rounded-lg border font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        className,
        pressed ? cn(TONE_FILLED[tone], 'border-2') : 'border-input bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {children}
    </button>
  )
}
