import { memo } from "react";
import { useLocation } from "@remix-run/react";
import { Icon } from "~/components/Icon";
import { StandaloneModeForm } from "~/components/StandaloneModeForm";
import { buttonClassName } from "~/components/ui/Button";

/** Shown on every page while the standalone mode is on, with the way out. */
export const StandaloneBanner = memo(function StandaloneBanner() {
  const location = useLocation();
  return (
    <section
      aria-label="Modo sin conexión"
      className="relative z-40 border-b border-honey-700 bg-honey-100 text-honey-900 print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2">
          <Icon name="alert" className="size-5 shrink-0" />
          <span>
            <strong>Modo sin conexión activo.</strong> Se muestran los datos guardados en el sitio y
            los cambios no se envían al servidor.
          </span>
        </p>
        <StandaloneModeForm intent="disable" redirectTo={`${location.pathname}${location.search}`}>
          <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
            Salir del modo sin conexión
          </button>
        </StandaloneModeForm>
      </div>
    </section>
  );
});
