import bengali400Css from '@fontsource/noto-sans-bengali/400.css?inline';
import bengali700Css from '@fontsource/noto-sans-bengali/700.css?inline';
import interCss from '@fontsource-variable/inter/index.css?inline';
import siteCss from '../styles/site.css?inline';

const id = 'site-styles';

// The server writes the whole stylesheet into the page, so the first paint waits for no request. The
// production bundle does not carry it: the browser reads it back from the page, so hydration finds the
// same props and React never rewrites the element. In development both sides import it (hot reload).
const css =
  import.meta.env.SSR || import.meta.env.DEV
    ? [interCss, bengali400Css, bengali700Css, siteCss].join('\n')
    : (document.getElementById(id)?.textContent ?? '');

/** The site's styles and fonts, inline in the document's head. */
export function SiteStyles() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, never content
  return <style id={id} dangerouslySetInnerHTML={{ __html: css }} />;
}
