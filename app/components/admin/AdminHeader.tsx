import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { ACCOUNT_PATH, accountCopy } from "~/content/account";

/** 'Panel de Administración' with 'Cuenta' and 'Cerrar Sesión' (a plain form post). */
export function AdminHeader({ username }: { username: string }) {
  const navigation = useNavigation();
  const signingOut = navigation.formAction === "/admin/logout";
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 py-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-smoke-900">Panel de Administración</h1>
        <p className="text-sm text-honey-900">Sesión iniciada como {username}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={ACCOUNT_PATH}
          prefetch="intent"
          className="inline-flex min-h-11 items-center px-2 font-semibold text-chili-700 underline underline-offset-2"
        >
          {accountCopy.title}
        </Link>
        <Form method="post" action="/admin/logout">
          <Button
            type="submit"
            variant="secondary"
            pending={signingOut}
            pendingLabel="Cerrando sesión..."
          >
            Cerrar Sesión
          </Button>
        </Form>
      </div>
    </header>
  );
}
