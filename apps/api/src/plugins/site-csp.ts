import { createHash } from 'node:crypto';

/**
 * The public pages' rules: scripts only from this server or inline scripts whose SHA-256 the answer
 * names (the page's own data and boot scripts, hashed when the page is rendered), so markup that
 * slipped into content can never run one. Hashes rather than a nonce keep a cached page the same
 * bytes for everyone, so it is compressed once. Styles may be inline (React's style attributes);
 * the contact page's map may come from another https site.
 */
export function publicContentSecurityPolicy(scriptHashes: readonly string[]) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

// An inline script: a <script> start tag without a src attribute, its text, and the end tag. Script
// text cannot hold `</script` (React escapes it in the data it inlines), so the first end tag closes it.
const inlineScript = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The base64 SHA-256 of each inline script's text in a page, as a policy names them, without repeats. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(inlineScript)) {
    if (text !== '') hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes];
}
