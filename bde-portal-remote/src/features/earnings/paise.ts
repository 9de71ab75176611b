/** "5%" or "2.5%" from basis points. */
export const percentOfBasisPoints = (basisPoints: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
