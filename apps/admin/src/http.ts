import { accessEndpoints, detail, endpointUrl, fieldErrors, twoFactorEndpoints } from '@sahay/contracts';
import { HttpError } from 'react-admin';

// The transport under the typed client (client.ts): it reaches these two itself.
const refreshPath = endpointUrl(accessEndpoints.refreshTokens);
/** Answers that mean "wrong credentials", not "session over": never worth a token refresh. */
const noRefresh = new Set([endpointUrl(accessEndpoints.signIn), endpointUrl(twoFactorEndpoints.verify), refreshPath]);

let refreshing: Promise<boolean> | undefined;

/**
 * When the access token was last issued. It lives 15 minutes; public reads (slides, notices) answer
 * an expired one as an anonymous visitor, with fewer fields and no 401, so the token is renewed
 * before it runs out rather than after a refusal.
 */
let renewedAt: number | undefined;
const renewAfterMs = 12 * 60 * 1000;

export function sessionRenewed() {
  renewedAt = Date.now();
}

export function sessionEnded() {
  renewedAt = undefined;
}

/** Renews the session from the refresh cookie; concurrent callers share one attempt. */
export function refreshSession() {
  refreshing ??= fetch(refreshPath, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    // The token comes from the cookie; the route still wants a JSON body.
    body: '{}',
  })
    .then((response) => {
      if (response.ok) sessionRenewed();
      return response.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/**
 * An error answer read with the contract's shapes: a `{detail}` is the message; field messages become
 * what react-admin's forms take (`{field: 'message'}`), plus one line for notifications.
 */
export function toHttpError(status: number, body: unknown, fallback: string) {
  const message = detail.safeParse(body);
  if (message.success) return new HttpError(message.data.detail, status, body);
  const fields = Object.entries(fieldErrors.safeParse(body).data ?? {});
  if (fields.length) {
    const errors = Object.fromEntries(fields.map(([field, messages]) => [field, messages.join(' ')]));
    const summary = fields.map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('; ');
    return new HttpError(summary, status, { ...(body as object), errors });
  }
  return new HttpError(fallback, status, body);
}

export interface Request {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object goes as JSON; FormData as multipart. */
  body?: unknown;
}

/**
 * The admin's one way to the API: same-origin fetch with the session cookies (the browser adds the
 * Origin header the API wants on writes). A 401 renews the session once and tries again.
 */
export async function api<T>(path: string, request: Request = {}): Promise<T> {
  if (renewedAt !== undefined && Date.now() - renewedAt > renewAfterMs && !noRefresh.has(path)) {
    if (!(await refreshSession())) {
      sessionEnded();
      throw new HttpError('ra.notification.logged_out', 401);
    }
  }
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    return fetch(path, { method: request.method ?? 'GET', credentials: 'same-origin', headers, body });
  };
  let response = await send().catch(() => {
    throw new HttpError('The server could not be reached. Check the connection and try again.', 0);
  });
  if (response.status === 401 && !noRefresh.has(path) && (await refreshSession())) response = await send();
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw toHttpError(response.status, parsed, response.statusText || `HTTP ${response.status}`);
  return parsed as T;
}

/** The file name a `Content-Disposition` answer gives (`filename*=UTF-8''…` first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string) {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain?.[1] || plain?.[2] || fallback;
}

/**
 * A file the API makes (a receipt's PDF), read with the session as every call is (a 401 renews it once); an
 * error answer is thrown with its sentence, as `api` does.
 */
export async function apiFile(
  path: string,
  fallbackName: string,
  method: Request['method'] = 'GET',
): Promise<{ blob: Blob; fileName: string }> {
  const send = () => fetch(path, { method, credentials: 'same-origin', headers: { accept: 'application/pdf, application/json' } });
  let response = await send().catch(() => {
    throw new HttpError('The server could not be reached. Check the connection and try again.', 0);
  });
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    throw toHttpError(response.status, parsed, response.statusText || `HTTP ${response.status}`);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}
