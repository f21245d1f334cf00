import { cn } from '#web/lib/cn'

interface ProgressBarProps {
  /** Names the bar for assistive technology. */
  label: string
  /** Percent done, 0–100; null while the amount of work left is unknown (indeterminate). */
  value: number | null
  /** What the bar means in words ("Uploading… 40%", "Checking the file…"), shown and announced. */
  text: string
  className?: string
}

/** A labelled progress bar (role=progressbar), determinate or not, with its words above it. */
export function ProgressBar({ label, value, text, className }: ProgressBarProps) {
  const percent = value === null ? null : Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div className={cn('space-y-1.5', className)}>
      <p className="text-sm font-medium text-fg">{text}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary',
            percent === null
              ? 'w-2/5 animate-indeterminate motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60'
              : 'transition-[width] duration-200',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
