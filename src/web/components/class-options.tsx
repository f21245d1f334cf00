import { useClasses } from '#web/lib/use-classes'

/** One <option> per class of the school, by name, for any class <select>. */
export function ClassOptions() {
  const classes = useClasses()
  return (
    <>
      {classes.data?.classes.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  )
}
