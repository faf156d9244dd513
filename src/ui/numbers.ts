// Plain helpers for numbers a page shows, shared by the components and the schemas (which bound the
// decimals a number may have): no imports, so schema/ may take them without taking any browser code.

/** Decimal places of a number as written: 24 → 0, 4.5 → 1, 1e-7 → 7, 0.1 + 0.2 → 17. */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * A number as a page shows it: "," between thousands and "." before `decimals` decimals (by default as
 * many as it has), the same in every locale, so prerendered HTML and the hydrating browser agree; never
 * in exponent notation ("1e+21").
 */
export function formatNumber(value: number, decimals = decimalsOf(value)): string {
  if (!Number.isFinite(value)) return String(value);
  // toFixed writes an exponent from 1e21 up, where every double is a whole number anyway.
  const fixed = Math.abs(value) >= 1e21 ? BigInt(value).toString() : value.toFixed(Math.min(decimals, 100));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
