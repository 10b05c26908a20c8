import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";

/** 'Panel de Administración' with 'Cerrar Sesión' (a plain form post). */
export function AdminHeader({ username }: { username: string }) {
  const navigation = useNavigation();
  const signingOut = navigation.formAction === "/admin/logout";
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 py-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-smoke-900">Panel de Administración</h1>
        <p className="text-sm text-honey-900">Sesión iniciada como {username}</p>
      </div>
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
    </header>
  );
}
