import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';

export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
export const languageCookie = 'lang';

import type { MessageKey } from './messages.server.ts';

export type { MessageKey };

export function parseLanguage(cookieHeader: string | null): Language {
  const value = /(?:^|;\s*)lang=(en|bn)/.exec(cookieHeader ?? '')?.[1];
  return value === 'bn' ? 'bn' : 'en';
}

export type Messages = Record<MessageKey, string>;

/** Words put into a message's `{name}` places: each language orders the sentence its own way. */
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A `{name}` place of a message; the name is captured. */
const place = /\{(\w+)\}/g;

/** The translate function of a dictionary (a missing word shows its key; a place without a value stays as written). */
export function translator(messages: Partial<Messages>): Translate {
  return (key, values) => {
    const text = messages[key] ?? key;
    return values ? text.replace(place, (written, name: string) => String(values[name] ?? written)) : text;
  };
}

/** A message with elements (a link, a bold word) in its `{name}` places, e.g. `t('donate.offlineText')` with its link. */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  // Splitting on a capturing pattern puts the place names at the odd positions.
  return text.split(place).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a message are positional.
    <Fragment key={i}>{i % 2 === 1 ? (elements[part] ?? `{${part}}`) : part}</Fragment>
  ));
}

const LanguageContext = createContext<{ language: Language; messages: Partial<Messages> }>({ language: 'en', messages: {} });

export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={{ language, messages }}>{children}</LanguageContext.Provider>;
}

export function useLanguage() {
  return useContext(LanguageContext).language;
}

/** The translate function of the current language, the same one until the language changes (effects may depend on it). */
export function useT(): Translate {
  const { messages } = useContext(LanguageContext);
  return useMemo(() => translator(messages), [messages]);
}
