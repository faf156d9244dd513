/** Values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

type Formatter = (message: string, language: string, values: MessageValues) => string;

let icu: Formatter | undefined;

/**
 * Sets the ICU formatter (`src/ui/icu-format.ts`, intl-messageformat), which the prerender, the
 * development server and validation load. The browser's scripts leave it out (it would triple the
 * islands script): there, a message's plain `{name}` placeholders are filled in, and a message with a
 * plural or a number format is drawn by the prerender only (no island's message has one).
 */
export function setMessageFormatter(formatter: Formatter): void {
  icu = formatter;
}

/** An ICU message with its values, formatted for `language` (plurals and numbers where the formatter is loaded). */
export function formatMessage(message: string, language: string, values: MessageValues = {}): string {
  // Text with no placeholder, plural or quote is itself.
  if (!/[{}']/.test(message)) return message;
  if (icu) return icu(message, language, values);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
