import { createContext, useContext } from 'react';
import { formatMessage, type MessageValues } from './format-message';
import { usePageLocale } from './locale';
import { EN_MESSAGES, type MessageKey, type Messages } from './messages-en';

const MessagesContext = createContext<Partial<Messages>>(EN_MESSAGES);

/** The page language's catalogue (`src/ui/messages-en.ts` for English). */
export const MessagesProvider = MessagesContext.Provider;

/** The catalogue in use: an island carries the messages it read from it. */
export function useCatalogue(): Partial<Messages> {
  return useContext(MessagesContext);
}

/**
 * The site's own texts in the page's language: `t('block.close')`, `t('copy.named', { name })`. A key a
 * catalogue leaves out reads in English (validation refuses such a catalogue).
 */
export function useMessages(): (key: MessageKey, values?: MessageValues) => string {
  const messages = useContext(MessagesContext);
  const { code } = usePageLocale();
  return (key, values) => formatMessage(messages[key] ?? EN_MESSAGES[key], code, values);
}
