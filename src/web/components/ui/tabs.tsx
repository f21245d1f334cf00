import { clsx } from 'clsx'
import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from 'react'

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): arrow keys, Home and End move between
 * tabs and select them, one tab stop, panels labelled by their tab. Written here rather than
 * taken from Radix because the sign-in page is their only user and it must stay small;
 * `data-state` is kept so the same classes style it.
 */
interface TabsState {
  value: string
  onValueChange: (value: string) => void
  baseId: string
}
const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = use(TabsContext)
  if (!state) throw new Error('Tabs parts must be inside <Tabs>')
  return state
}

const ids = (baseId: string, value: string) => ({ trigger: `${baseId}-tab-${value}`, content: `${baseId}-panel-${value}` })

export function Tabs({ value, onValueChange, ...props }: { value: string; onValueChange: (value: string) => void } & ComponentProps<'div'>) {
  const baseId = useId()
  return (
    <TabsContext value={{ value, onValueChange, baseId }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  )
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    const move = KEY_MOVES[event.key]
    if (!move || event.defaultPrevented) return
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    event.preventDefault()
    tabs[move(index, tabs.length)]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  )
}

export function TabsTrigger({ value, className, ...props }: { value: string } & Omit<ComponentProps<'button'>, 'value'>) {
  const tabs = useTabs()
  const { trigger, content } = ids(tabs.baseId, value)
  const active = tabs.value === value
  const select = () => (active ? undefined : tabs.onValueChange(value))
  return (
    <button
      type="button"
      role="tab"
      id={trigger}
      aria-selected={active}
      aria-controls={content}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      // Selected on press and on focus (arrow keys), as Radix did.
      onMouseDown={(event) => (event.button === 0 && !event.ctrlKey ? select() : undefined)}
      onFocus={select}
      className={clsx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted transition-colors',
        // The selected tab is told by more than a shade of white (which the light theme's list barely showed):
        // the navigation's accent colours and an outline, ≥ 3:1 against the list in both themes (WCAG 1.4.11).
        'hover:text-fg data-[state=active]:bg-accent-soft data-[state=active]:text-accent-soft-fg data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-accent',
        className,
      )}
      {...props}
    />
  )
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({ value, className, ...props }: { value: string } & ComponentProps<'div'>) {
  const tabs = useTabs()
  if (tabs.value !== value) return null
  const { trigger, content } = ids(tabs.baseId, value)
  // Not a tab stop of its own: every panel here holds a field, which is where Tab goes next (APG).
  return <div role="tabpanel" id={content} aria-labelledby={trigger} data-state="active" className={className} {...props} />
}
