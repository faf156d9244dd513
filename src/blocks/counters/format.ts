/** Decimal places of a number as written: 24 → 0, 4.5 → 1. */
export function decimalsOf(count: number): number {
  return (String(count).split('.')[1] ?? '').length;
}

/**
 * A count as countup.js shows it by default: "," between thousands and "." before decimals. The same in
 * every locale, so the prerendered HTML and the hydrating browser agree.
 */
export function formatCount(count: number, decimals = decimalsOf(count)): string {
  const [whole = '0', fraction] = count.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
