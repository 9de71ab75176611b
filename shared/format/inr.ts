const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** Rupees with Indian digit grouping: 1000000 -> "₹10,00,000"; paise, when there are any, always as two digits. */
export function formatInr(amount: number): string {
  return (Number.isInteger(amount) ? wholeRupees : withPaise).format(amount);
}
