import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'

const DEBOUNCE_MS = 300

interface SearchBoxProps {
  value: string
  onCommit: (q: string) => void
  label: string
  placeholder: string
}

/** Search by name: typed text reaches the URL (and the server) after a short pause. */
export function SearchBox({ value, onCommit, label, placeholder }: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const [committed, setCommitted] = useState(value)
  // The URL changed from elsewhere (back button, a link): show what it says.
  if (value !== committed) {
    setCommitted(value)
    if (value !== text.trim()) setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onCommit(text.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onCommit])

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <Input id={id} type="search" className="pl-9" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
    </div>
  )
}
