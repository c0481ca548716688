/** Money as people in the training room read it: ₹ with en-IN grouping, no decimals. */
const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹1,44,000'; a loss as '-₹67,200', the sign before the symbol as Intl writes it. */
export function formatINR(amount: number): string {
  const rounded = Math.round(amount) || 0; // -0 reads as 0
  return rounded < 0 ? `-₹${INR.format(-rounded)}` : `₹${INR.format(rounded)}`;
}

/** One decimal, as docs/rules.md §20 asks for percentages: '42.9%'. */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}
