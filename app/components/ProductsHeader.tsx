/** The title and introduction of /products, shared by the page and its error state. */
export function ProductsHeader() {
  return (
    <header className="text-center">
      <h1 className="font-serif text-4xl font-bold text-smoke-900 sm:text-5xl">
        Nuestros Productos
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">
        Miel cruda, chile rayado ahumado y condimentos hechos en el Valle de Hidalgo, en lotes
        pequeños.
      </p>
    </header>
  );
}
