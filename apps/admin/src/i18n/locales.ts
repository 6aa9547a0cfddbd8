import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'bn', name: 'বাংলা' },
];

/**
 * English is in the first bundle; Bengali is loaded when chosen. The choice is remembered by react-admin's store.
 * `english` is the full set, or the sign-in page's smaller one.
 */
export const polyglotProvider = (english: TranslationMessages) =>
  polyglotI18nProvider((locale) => (locale === 'bn' ? import('./bn.ts').then((m) => m.default) : english), 'en', locales, {
    allowMissing: true,
  });
