import { createContext, type ReactNode, useContext } from 'react';

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

/** The translate function of the current language (a missing word shows its key). */
export function useT() {
  const { messages } = useContext(LanguageContext);
  return (key: MessageKey) => messages[key] ?? key;
}
