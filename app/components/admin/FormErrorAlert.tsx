/** A form's own error (Conform's `form.errors`), not a field's: its first message, announced. */
export function FormErrorAlert({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="font-medium text-chili-700">
      {errors[0]}
    </p>
  );
}
