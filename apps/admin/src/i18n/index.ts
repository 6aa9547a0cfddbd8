import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishAppMessages } from './en.ts';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'bn', name: 'বাংলা' },
];

/** English is in the first bundle; Bengali is loaded when chosen. The choice is remembered by react-admin's store. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'bn' ? import('./bn.ts').then((m) => m.default) : englishAppMessages),
  'en',
  locales,
  { allowMissing: true },
);
