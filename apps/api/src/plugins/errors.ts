import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
}

/**
 * Validation issues as the contract's field-to-messages map (`{title: ["This field is required."]}`).
 * A field that was not sent at all is "required", whatever the field's own message says.
 */
function fieldMessages(issues: ValidationIssue[], input: unknown) {
  const map: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
    const key = path.length ? path.join('.') : 'detail';
    const sent = path.reduce<unknown>(
      (node, segment) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined),
      input,
    );
    const message =
      issue.keyword === 'invalid_type' && sent === undefined ? 'This field is required.' : (issue.message ?? 'Invalid value.');
    map[key] = [...(map[key] ?? []), message];
  }
  return map;
}

const validatedInput = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

const clientErrorDetail: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (at most 20 MB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON (application/json) or a form (multipart/form-data).',
};

/** Every failure answers a 4xx with a message a client can show, or a 500 that reveals nothing. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const source = validatedInput[error.validationContext as keyof typeof validatedInput] ?? 'body';
        return reply.code(400).send(fieldMessages(error.validation as ValidationIssue[], request[source]));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
        return reply.code(500).send({ detail: 'Internal server error.' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ detail: clientErrorDetail[error.code] ?? error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: 'Internal server error.' });
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ detail: `No route ${request.method} ${request.url.split('?')[0]}.` }),
    );
  },
  { name: 'errors' },
);
