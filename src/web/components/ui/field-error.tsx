/** A field's error message, announced by the control that names `id` in aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {error}
    </p>
  )
}
