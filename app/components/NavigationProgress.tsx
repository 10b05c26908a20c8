import { useNavigation } from "@remix-run/react";

/**
 * A thin bar across the top of the window while Remix loads the next page
 * or sends a page's form, so a slow connection shows that the click was
 * heard. It fades in only after 150 ms, so quick navigations never flash,
 * and under reduced motion it stands still (app.css, `.nav-progress`). The
 * pages' own spinners ('Cargando productos...', 'Cargando recetas...') stay.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando página"
      className="nav-progress pointer-events-none fixed inset-x-0 top-0 z-[120] h-1 print:hidden"
    >
      <div className="nav-progress-bar h-full bg-chili-600" />
    </div>
  );
}
