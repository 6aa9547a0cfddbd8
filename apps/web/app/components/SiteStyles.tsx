import marksCss from 'virtual:marks-font';
import bengali400Css from '@fontsource/noto-sans-bengali/400.css?inline';
import bengali700Css from '@fontsource/noto-sans-bengali/700.css?inline';
import bengaliRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interCss from '@fontsource-variable/inter/index.css?inline';
import type { Language } from '../i18n.tsx';
import siteCss from '../styles/site.css?inline';

const id = 'site-styles';

// The server writes the whole stylesheet into the page, so the first paint waits for no request. The
// production bundle does not carry it: the browser reads it back from the page, so hydration finds the
// same props and React never rewrites the element. In development both sides import it (hot reload).
const css =
  import.meta.env.SSR || import.meta.env.DEV
    ? [interCss, marksCss, bengali400Css, bengali700Css, siteCss].join('\n')
    : (document.getElementById(id)?.textContent ?? '');

/**
 * The one font file the first screen's text needs, asked for with the page rather than once the styles
 * are read: Inter's Latin file (one variable file for every weight), or in Bangla, Noto Sans Bengali's
 * regular Bengali letters. The others follow as text needs them, shown meanwhile in a system font (swap).
 */
const firstFont: Record<Language, string> = { en: interLatin, bn: bengaliRegular };

/** The site's styles and fonts, inline in the document's head. */
export function SiteStyles({ language }: { language: Language }) {
  return (
    <>
      <link rel="preload" href={firstFont[language]} as="font" type="font/woff2" crossOrigin="anonymous" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, never content */}
      <style id={id} dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
