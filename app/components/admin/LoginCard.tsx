import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { toast } from "~/shared/toast";
import { HeadedAlert } from "~/components/ui/Alert";
import { StandaloneModeForm } from "~/components/StandaloneModeForm";
import { Button } from "~/components/ui/Button";
import { ConformInput } from "~/components/forms/ConformField";
import { STANDALONE_ENABLING, STANDALONE_RELOAD_DELAY_MS } from "~/shared/site-mode";
import { loginSchema } from "~/validation/auth";
import { connectionErrorCopy } from "~/content/standalone";

export interface LoginActionData {
  result: SubmissionResult<string[]>;
  /** 503: the server could not check the credentials (D1 failed). */
  status: 400 | 401 | 429 | 503;
  failedAttempts: number;
  offerStandalone: boolean;
  /** The answer switched the standalone mode on (from the third failed sign-in). */
  standaloneEnabled: boolean;
}

/** Where the panel opens once the standalone mode is on. */
const STANDALONE_LANDING = "/admin";

const constraint = getZodConstraint(loginSchema);

/** The sign-in card of /admin/auth. */
export function LoginCard({
  actionData,
  children,
}: {
  actionData?: LoginActionData;
  /** Other ways in, below the password form (the passkey's button). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const failed = actionData?.status === 401 || actionData?.status === 503;
  const rateLimited = actionData?.status === 429;
  const serverMessage = actionData?.result.error?.[""]?.[0];

  useEffect(() => {
    if (!actionData || actionData.status === 400) return;
    // The password is never kept after a refused attempt (the server drops it too).
    // Emptied by the page, not by the user: not "validated", so not reported as missing.
    form.update({ name: fields.password.name, value: "", validated: false });
    if (actionData.status === 401 || actionData.status === 503) {
      toast.error("Error al iniciar sesión", {
        description: serverMessage ?? "Usuario o contraseña incorrectos",
      });
    }
    if (!actionData.standaloneEnabled) return;
    // The notice, then (1.5 s later) the reload into the panel over the static data.
    toast(STANDALONE_ENABLING);
    const reload = window.setTimeout(
      () => window.location.assign(STANDALONE_LANDING),
      STANDALONE_RELOAD_DELAY_MS,
    );
    return () => window.clearTimeout(reload);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the action
  }, [actionData, serverMessage]);

  return (
    <section
      aria-labelledby="login-title"
      className="w-full max-w-md rounded-2xl border border-honey-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <h1 id="login-title" className="text-center font-serif text-3xl font-bold text-honey-900">
        Panel de Administración
      </h1>
      <p className="mt-2 mb-6 text-center text-stone-700">
        Inicie sesión para administrar el contenido.
      </p>
      {failed ? (
        <HeadedAlert spacing="mb-4" title="Error al iniciar sesión">
          <p className="mt-1">{serverMessage ?? "Usuario o contraseña incorrectos"}</p>
        </HeadedAlert>
      ) : null}
      {rateLimited && serverMessage ? (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-chili-700 bg-red-50 p-3 font-semibold text-chili-700"
        >
          {serverMessage}
        </div>
      ) : null}
      {failed || rateLimited ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-honey-700 bg-honey-50 p-3 text-honey-900"
        >
          Hay problemas para conectar con el servidor
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <ConformInput label="Usuario" field={fields.username} autoComplete="username" />
        <ConformInput
          label="Contraseña"
          field={fields.password}
          type="password"
          autoComplete="current-password"
        />
        <Button
          type="submit"
          className="w-full"
          pending={pending}
          pendingLabel="Iniciando sesión..."
        >
          Iniciar Sesión
        </Button>
      </Form>
      {children}
      {actionData?.standaloneEnabled ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-honey-700 bg-honey-50 p-3 text-honey-900"
        >
          Se activó el modo sin conexión: el panel abre con los datos guardados en el sitio y los
          cambios no se envían al servidor.
        </p>
      ) : null}
      {actionData?.offerStandalone ? (
        <StandaloneModeForm intent="enable" redirectTo={STANDALONE_LANDING} className="mt-4">
          <Button type="submit" variant="secondary" className="w-full">
            {connectionErrorCopy.useStandalone}
          </Button>
        </StandaloneModeForm>
      ) : null}
    </section>
  );
}
