// Plain helpers for numbers a page shows, shared by the schemas (which bound the decimals a number may
// have) and the components (through src/ui/numbers.ts). schema/plain/ imports nothing, so the browser
// code may take it without taking zod or any schema.

/** Decimal places of a number as written: 24 → 0, 4.5 → 1, 1e-7 → 7, 0.1 + 0.2 → 17. */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, fraction - Number(exponent));
}

const separators = new Map<string, { group: string; decimal: string }>();

/** The page language's marks between thousands and before decimals: "," and "." in English, "." and "," in German. */
export function separatorsOf(language: string): { group: string; decimal: string } {
  let found = separators.get(language);
  if (!found) {
    let parts: Intl.NumberFormatPart[] = [];
    try {
      parts = new Intl.NumberFormat(language).formatToParts(12345.6);
    } catch {
      // Not a language the runtime knows: the English marks.
    }
    const mark = (type: string, fallback: string) => parts.find((part) => part.type === type)?.value ?? fallback;
    found = { group: mark('group', ','), decimal: mark('decimal', '.') };
    separators.set(language, found);
  }
  return found;
}

/**
 * A number as a page shows it in its language (English unless given): the language's mark between
 * thousands and before `decimals` decimals (by default as many as it has), written by this function
 * rather than the machine's locale, so prerendered HTML and the hydrating browser agree; never in
 * exponent notation ("1e+21").
 */
export function formatNumber(value: number, decimals = decimalsOf(value), language = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  // toFixed writes an exponent from 1e21 up, where every double is a whole number anyway.
  const fixed = Math.abs(value) >= 1e21 ? BigInt(value).toString() : value.toFixed(Math.min(decimals, 100));
  const [whole = '0', fraction] = fixed.split('.');
  const { group, decimal } = separatorsOf(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}
