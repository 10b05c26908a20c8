import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { inputProps, textareaProps } from "../../app/components/forms/control-props";
import { initialFields } from "../../app/components/forms/form-model";
import { contactSchema } from "../../app/validation/contact";
import { invitationRequestSchema } from "../../app/validation/invitation-request";

type Control = { name: string; type: "text" | "email" | "tel" | "textarea" };

interface Case {
  schema: z.ZodObject;
  controls: Control[];
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Record<string, string>;
}

/** Each attribute on its own, sorted: React writes them in prop order. */
function attributes(html: string): string[][] {
  return [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag = "", rest = ""]) => [
    tag,
    ...(rest.match(/[\w-]+="[^"]*"/g) ?? []).sort(),
  ]);
}

function renderControl(props: object, type: Control["type"]) {
  return type === "textarea" ? createElement("textarea", props) : createElement("input", props);
}

/** The controls as Conform renders them on the server. */
function withConform({ schema, controls, lastResult, defaultValue }: Case): string {
  function Form() {
    const [, fields] = useForm({
      id: "f",
      lastResult,
      defaultValue,
      constraint: getZodConstraint(schema),
      onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    });
    return createElement(
      Fragment,
      null,
      controls.map(({ name, type }) => {
        const field = fields[name];
        if (!field) throw new Error(`no field ${name}`);
        const props =
          type === "textarea" ? getTextareaProps(field) : getInputProps(field, { type });
        return createElement(Fragment, { key: name }, renderControl(props, type), field.errors);
      }),
    );
  }
  return renderToStaticMarkup(createElement(Form));
}

/** The same controls as the page renders them before Conform has loaded. */
function withoutConform({ schema, controls, lastResult, defaultValue }: Case): string {
  const fields = initialFields(
    controls.map((control) => control.name),
    { formId: "f", lastResult, defaultValue, constraint: getZodConstraint(schema) },
  );
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      controls.map(({ name, type }) => {
        const field = fields[name];
        if (!field) throw new Error(`no field ${name}`);
        const props = type === "textarea" ? textareaProps(field) : inputProps(field, type);
        return createElement(Fragment, { key: name }, renderControl(props, type), field.errors);
      }),
    ),
  );
}

function reply(schema: z.ZodObject, entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return parseWithZod(formData, { schema }).reply();
}

const contact: Control[] = [
  { name: "name", type: "text" },
  { name: "email", type: "email" },
  { name: "message", type: "textarea" },
];
const invitation: Control[] = [
  { name: "invitationCode", type: "text" },
  { name: "name", type: "text" },
  { name: "email", type: "email" },
  { name: "phone", type: "tel" },
  { name: "message", type: "textarea" },
];

describe("a deferred form before Conform loads", () => {
  it.each<[string, Case]>([
    ["the empty contact form", { schema: contactSchema, controls: contact }],
    [
      "the contact form the server refused",
      {
        schema: contactSchema,
        controls: contact,
        lastResult: reply(contactSchema, { name: " ", email: "sin-arroba", message: "Hola <b>" }),
      },
    ],
    ["the locked invitation form", { schema: invitationRequestSchema, controls: invitation }],
    [
      "the invitation form filled from a code",
      {
        schema: invitationRequestSchema,
        controls: invitation,
        defaultValue: { name: "Sofía", email: "", phone: "771 555 0177" },
      },
    ],
    [
      "the invitation form the server refused",
      {
        schema: invitationRequestSchema,
        controls: invitation,
        defaultValue: { name: "Sofía", email: "s@example.com", phone: "771 555 0177" },
        lastResult: reply(invitationRequestSchema, {
          invitationCode: "ABC-1",
          name: "",
          email: "s@",
          phone: "771",
          message: "Hola",
        }),
      },
    ],
  ])("renders %s exactly as Conform does", (_, testCase) => {
    const expected = withConform(testCase);
    expect(expected).toContain("<input");
    expect(attributes(withoutConform(testCase))).toEqual(attributes(expected));
  });
});
