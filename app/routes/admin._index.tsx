/** Productos, the default tab (the product list is built in the admin issue). */
export default function AdminProducts() {
  return <h2 className="text-xl font-semibold">Productos</h2>;
}
