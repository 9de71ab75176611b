const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** Rupees with Indian digit grouping: 1000000 -> "₹10,00,000". */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}
