import sanitize from 'sanitize-html';

/**
 * The allowlist for rich text written by staff: formatting, links and images, nothing
 * that runs (no script, no event handler, no javascript: URL, no style or iframe).
 */
const options: sanitize.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div'],
    ...['ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links that open a new tab must not hand the opener to the new page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target?.trim().toLowerCase() === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string) {
  return sanitize(html, options);
}
