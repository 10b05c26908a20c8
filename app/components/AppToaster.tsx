import { Toaster } from "sonner";

/**
 * The one toaster of the app (SPEC: one toast visible at a time, close
 * button, swipe to dismiss). F8 moves focus to the notifications.
 */
export function AppToaster() {
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
}
