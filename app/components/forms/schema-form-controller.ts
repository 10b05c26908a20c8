import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { memo } from "react";
import type { z } from "zod";
import type { FormControllerProps } from "~/components/forms/form-model";
import { conformOptions, usePublish } from "~/components/forms/publish";

/**
 * A public form's Conform that does nothing but validate as the visitor
 * types, with the schema the page's action uses (the invitation request, the
 * waiting list). Each form's controller module, loaded on the form's first
 * use, is this made with its schema.
 */
export function schemaFormController(schema: z.ZodType) {
  function SchemaFormController(props: FormControllerProps<string>) {
    const [form, fields] = useForm({
      ...conformOptions(props),
      onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    });
    usePublish(props, form, fields);
    return null;
  }
  return memo(SchemaFormController);
}
