import { englishAppMessages } from './en.ts';
import { polyglotProvider } from './locales.ts';
import { choiceMessages, englishResourceNames } from './resource-names.ts';

/** The back office's texts, with every resource's name and fields (from the contracts). */
export const i18nProvider = polyglotProvider({ ...englishAppMessages, resources: englishResourceNames, choices: choiceMessages() });
