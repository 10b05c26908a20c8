import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { TRASH_PATH, trashCopy } from "~/content/trash";

/** The slug rule the server checks (validation/product.ts), for the browser's own check. */
const SLUG_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * A restore whose product slug another product now has: 'Nuevo slug',
 * starting from the slug it had, posts the restore again with it.
 * Nothing is overwritten (docs/decisions/034-trash.md).
 */
export function TrashSlugForm({
  id,
  slug,
  error,
  returnTo,
}: {
  id: number;
  slug: string;
  error: string;
  /** Where the restore goes back to ('Deshacer' on another page), if not 'Papelera'. */
  returnTo: string | null;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "restore" &&
    navigation.formData.get("id") === String(id);
  const fieldId = `nuevo-slug-${id}`;
  // The answer to 'Restaurar' is this question: the focus goes to it.
  useEffect(() => document.getElementById(fieldId)?.focus(), [fieldId, error]);
  return (
    <Form
      method="post"
      action={TRASH_PATH}
      className="space-y-3 rounded-lg border border-chili-700 bg-red-50 p-4"
      data-trash-slug-form=""
    >
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="id" value={id} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <p className="text-smoke-900">{trashCopy.newSlugWhy}</p>
      <FormField
        label={trashCopy.newSlug}
        hint={trashCopy.newSlugHint}
        errors={[error]}
        inputProps={{
          id: fieldId,
          name: "slug",
          defaultValue: slug,
          required: true,
          pattern: SLUG_PATTERN,
          maxLength: 160,
          autoComplete: "off",
          spellCheck: false,
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" pending={pending} pendingLabel={trashCopy.restoring}>
          {trashCopy.restore}
        </Button>
        <Button to={TRASH_PATH} size="sm" variant="secondary" preventScrollReset>
          {trashCopy.cancel}
        </Button>
      </div>
    </Form>
  );
}
