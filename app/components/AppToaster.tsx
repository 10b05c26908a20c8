import { memo, useEffect, useState } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { onSonnerLoaded } from "~/shared/toast";

type Toaster = typeof SonnerToaster;

/**
 * The one toaster of the app (one toast visible at a time, 5 s, close
 * button, swipe to dismiss). F8 moves focus to the notifications. It mounts
 * when the first toast loads sonner (app/shared/toast.ts), so pages that never
 * toast never download it.
 */
export const AppToaster = memo(function AppToaster() {
  const [toaster, setToaster] = useState<{ Toaster: Toaster } | null>(null);
  useEffect(() => onSonnerLoaded((module) => setToaster({ Toaster: module.Toaster })), []);
  if (!toaster) return null;
  const { Toaster } = toaster;
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      hotkey={["F8"]}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />
  );
});
