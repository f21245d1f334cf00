interface Option {
  id: string
  name: string
}

/** A filter's options, plus a placeholder for a value from the URL until (or unless) the list has it. */
export function FilterOptions({ selected, options }: { selected: string | undefined; options: Option[] | undefined }) {
  return (
    <>
      {selected && !options?.some((o) => o.id === selected) ? <option value={selected}>…</option> : null}
      {options?.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </>
  )
}
