// The ICU message formatter (intl-messageformat) where pages are drawn and data is checked: importing this
// module sets it for `formatMessage` (src/ui/format-message.ts).
import IntlMessageFormat from 'intl-messageformat';
import { setMessageFormatter } from './format-message';

const formats = new Map<string, IntlMessageFormat>();

setMessageFormatter((message, language, values) => {
  const id = `${language}\u0000${message}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(id, format);
  }
  return String(format.format(values));
});

export { formatMessage } from './format-message';
