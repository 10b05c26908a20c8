/** Where an order goes, as its pages show it: 'Av. Juárez 12, C.P. 42000'; null for a pickup. */
export function deliveryAddressLine(delivery: {
  address: string | null;
  postalCode: string | null;
}): string | null {
  if (!delivery.address) return null;
  return delivery.postalCode
    ? `${delivery.address}, C.P. ${delivery.postalCode}`
    : delivery.address;
}
