import { randomBytes } from 'node:crypto';

/**
 * The public pages' rules: scripts only from this server or carrying this answer's nonce (the page's
 * own inline data and boot scripts), so markup that slipped into content can never run one. Styles
 * may be inline (React's style attributes); the contact page's map may come from another https site.
 */
export function publicContentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/**
 * Pages are rendered once and kept, so they are rendered with a placeholder nonce (random per
 * process, never sent) that each answer swaps for a fresh one. A page's pieces around the
 * placeholder are found once and reused.
 */
export function createNonceSwap() {
  const placeholder = randomBytes(18).toString('base64url');
  const marker = Buffer.from(placeholder);
  const pieces = new WeakMap<Buffer, Buffer[]>();

  const split = (body: Buffer) => {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
      parts.push(body.subarray(from, at));
      from = at + marker.length;
    }
    parts.push(body.subarray(from));
    return parts;
  };

  return {
    placeholder,
    /** The page with a fresh nonce in place of the placeholder, and that nonce. */
    swap(body: Buffer) {
      let parts = pieces.get(body);
      if (!parts) {
        parts = split(body);
        pieces.set(body, parts);
      }
      const nonce = randomBytes(16).toString('base64');
      const fresh = Buffer.from(nonce);
      return { body: Buffer.concat(parts.flatMap((part, i) => (i ? [fresh, part] : [part]))), nonce };
    },
  };
}
