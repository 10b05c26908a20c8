import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import {
  initialFields,
  submitLater,
  type FieldModel,
  type FormControllerProps,
  type PublishedForm,
} from "~/components/forms/form-model";

type Controller<Name extends string> = ComponentType<FormControllerProps<Name>>;

/** A form's Conform controller, whose module is downloaded once, when first wanted. */
export interface DeferredController<Name extends string> {
  loaded: Controller<Name> | undefined;
  load(): Promise<Controller<Name>>;
}

export function deferredController<Name extends string>(
  importModule: () => Promise<{ default: Controller<Name> }>,
): DeferredController<Name> {
  let loading: Promise<Controller<Name>> | undefined;
  const controller: DeferredController<Name> = {
    loaded: undefined,
    load() {
      loading ??= importModule().then(
        (module) => (controller.loaded = module.default),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return controller;
}

/** What the visitor did before Conform ran, for Conform to hear once it does. */
interface Pending<Name extends string> {
  events: { type: "input" | "focusout"; target: EventTarget }[];
  updates: { name: Name; value: string }[];
  /** Set when a submit waits: the button that asked (null: Enter in a field). */
  submitter?: HTMLElement | null;
}

const nothingPending = <Name extends string>(): Pending<Name> => ({ events: [], updates: [] });

/** The form's text field called `name`, if the page shows it. */
function formControl(formId: string, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const control = document.forms.namedItem(formId)?.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
    ? control
    : null;
}

function requestSubmit(formId: string, submitter: HTMLElement | null | undefined): void {
  const form = document.forms.namedItem(formId);
  if (!form) return;
  submitLater(form, () => {
    try {
      form.requestSubmit(submitter ?? null);
    } catch {
      // The button is gone or no longer submits this form.
      form.requestSubmit();
    }
  });
}

/**
 * A Conform form whose library, schema and zod download only when the
 * visitor first focuses, types in or submits the form (or calls `load`): no
 * page pays for them up front. Until then the form renders what Conform will
 * render (`initialFields`) and keeps what happens: blurs, input, a submit and
 * `update`s are handed to Conform, in order, as soon as it runs, so the live
 * validation is the same. The controller (a lazy module calling `useForm`)
 * renders nothing and publishes Conform's metadata to this hook, so the form's
 * DOM is never replaced. If the download fails, submits go to the server,
 * which validates with the same schema. What this saves, measured, and why
 * the plain way does not fit: docs/decisions/023-public-javascript-budget.md.
 */
export function useDeferredForm<Name extends string>({
  controller,
  names,
  formId,
  lastResult,
  defaultValue,
  constraint,
}: Omit<FormControllerProps<Name>, "onPublish"> & {
  controller: DeferredController<Name>;
}): {
  form: {
    id: string;
    noValidate: true;
    "aria-describedby": string | undefined;
    /** "live" once Conform runs: a submit from then on is handled in the page. */
    "data-validation": "live" | undefined;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onFocus?: () => void;
    onBlur?: (event: SyntheticEvent) => void;
    onInput?: (event: SyntheticEvent) => void;
  };
  fields: Record<Name, FieldModel>;
  update(name: Name, value: string): void;
  /** Starts the download without waiting for the form itself to be used. */
  load(): void;
  /** Renders nothing; must be rendered for the form to come alive. */
  controller: ReactNode;
} {
  const [Loaded, setLoaded] = useState(() => controller.loaded);
  const [published, setPublished] = useState<PublishedForm<Name> | null>(null);
  const pending = useRef<Pending<Name>>(nothingPending());
  const failed = useRef(false);

  const load = useCallback(() => {
    if (failed.current) return;
    controller.load().then(
      (loaded) => setLoaded(() => loaded),
      () => {
        if (failed.current) return;
        failed.current = true;
        const { submitter } = pending.current;
        pending.current = nothingPending();
        if (submitter !== undefined) requestSubmit(formId, submitter);
      },
    );
  }, [controller, formId]);

  // Conform runs: tell it what it missed. A field the visitor changed after
  // an update keeps what they typed: Conform hears the field's value now.
  useEffect(() => {
    if (!published) return;
    const { events, updates, submitter } = pending.current;
    pending.current = nothingPending();
    for (const { name, value } of updates) {
      published.update(name, formControl(formId, name)?.value ?? value);
    }
    for (const { type, target } of events) {
      target.dispatchEvent(
        type === "input"
          ? new Event(type, { bubbles: true })
          : new FocusEvent(type, { bubbles: true }),
      );
    }
    if (submitter !== undefined) requestSubmit(formId, submitter);
  }, [published, formId]);

  const update = useCallback(
    (name: Name, value: string) => {
      if (published) return published.update(name, value);
      const control = formControl(formId, name);
      if (control) control.value = value;
      if (failed.current) return;
      pending.current.updates.push({ name, value });
      load();
    },
    [published, formId, load],
  );

  const fields = useMemo(
    () =>
      published?.fields ?? initialFields(names, { formId, lastResult, defaultValue, constraint }),
    [published, names, formId, lastResult, defaultValue, constraint],
  );

  const controllerProps = useMemo(
    () => ({ formId, names, lastResult, defaultValue, constraint, onPublish: setPublished }),
    [formId, names, lastResult, defaultValue, constraint],
  );

  const formErrors = published ? published.formErrors : (lastResult?.error?.[""] ?? undefined);
  const base = {
    id: formId,
    noValidate: true as const,
    "aria-describedby": formErrors !== undefined ? `${formId}-error` : undefined,
    "data-validation": published ? ("live" as const) : undefined,
  };
  const record = (type: "input" | "focusout") => (event: SyntheticEvent) => {
    const { events } = pending.current;
    const last = events[events.length - 1];
    if (last?.type !== type || last.target !== event.target) {
      events.push({ type, target: event.target });
    }
    load();
  };
  const form = published
    ? { ...base, onSubmit: published.onSubmit }
    : {
        ...base,
        onSubmit(event: FormEvent<HTMLFormElement>) {
          // Without Conform after all, the page's action validates.
          if (failed.current) return;
          event.preventDefault();
          const { nativeEvent } = event;
          pending.current.submitter =
            nativeEvent instanceof SubmitEvent ? nativeEvent.submitter : null;
          load();
        },
        onFocus: load,
        onBlur: record("focusout"),
        onInput: record("input"),
      };

  return {
    form,
    fields,
    update,
    load,
    controller: Loaded ? <Loaded {...controllerProps} /> : null,
  };
}
