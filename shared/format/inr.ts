const inrFormat = (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...options });

// Made on first use: building a currency format takes tens of milliseconds on a slow phone, a long
// task at load on pages (the careers pages) that may show no amount at all.
let formats: { wholeRupees: Intl.NumberFormat; withPaise: Intl.NumberFormat } | undefined;

/** Rupees with Indian digit grouping: 1000000 -> "₹10,00,000"; paise, when there are any, always as two digits. */
export function formatInr(amount: number): string {
  formats ??= {
    wholeRupees: inrFormat({ maximumFractionDigits: 0 }),
    withPaise: inrFormat({ minimumFractionDigits: 2 }),
  };
  return (Number.isInteger(amount) ? formats.wholeRupees : formats.withPaise).format(amount);
}

/**
 * Whole paise (how the ledger keeps money) as rupees: 1250050 -> "₹12,500.50"; a negative amount (a
 * reversal, what it takes back) with a minus sign. The API's notices and the screens write amounts alike.
 */
export function formatPaise(paise: number): string {
  const text = formatInr(Math.abs(paise) / 100);
  return paise < 0 ? `−${text}` : text;
}
