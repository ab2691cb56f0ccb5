import { scrubText } from '@opentill/domain';
import type { FastifyServerOptions } from 'fastify';
import { stdTimeFunctions, type LoggerOptions } from 'pino';

/**
 * What the server log may hold (issue 14 §2): ids, codes, field names. Never a request body, a query string, a
 * token or a query's parameters: a failing query used to log the card number, track 2 and CVV it was given.
 */

/** pg / PGlite error fields that name things (no values): kept. `detail`, `where`, `hint` quote row values: dropped. */
const DB_NAME_FIELDS = ['severity', 'table', 'column', 'constraint', 'schema', 'dataType', 'routine'] as const;

/** A SQLSTATE code (five characters, e.g. 23505, 22008): the mark of a database error. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Quoted parts of a message ("…", '…', `…`) are where values go: JSON.parse quotes the text it failed on. */
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`/g;

const MESSAGE_MAX = 200;
const CAUSE_DEPTH = 3;

function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    (typeof error.code === 'string' && SQLSTATE.test(error.code)) ||
    'params' in error ||
    'parameters' in error ||
    'query' in error
  );
}

/** A message with its quoted parts and any card-like digit run removed, cut short. */
export function messageForLog(message: string): string {
  return scrubText(message.replace(QUOTED, '"…"')).slice(0, MESSAGE_MAX);
}

/** The stack's frames only: its first lines repeat the message (a failed query's SQL and parameters). */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

/** An error as logged (the shape Fastify's err serializer type asks for). */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The error serializer: type, code, a scrubbed message, stack frames and the cause, nothing else. A database
 * error (drizzle's query error, pg's or PGlite's error) keeps its SQLSTATE and the names of the table, column and
 * constraint, and loses its message, query text and parameters: all of them may quote the values sent.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error, message: 'not an Error', stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const database = isDatabaseError(source);
  const out: LoggedError = {
    type: source.constructor?.name ?? 'Error',
    // A database error's message quotes the query and its values: only its code is kept.
    message: database ? 'database error' : typeof source.message === 'string' ? messageForLog(source.message) : '',
    stack: framesOf(source.stack) ?? '',
  };
  if (typeof source.code === 'string' || typeof source.code === 'number') out.code = source.code;
  if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  if (database) {
    for (const name of DB_NAME_FIELDS) {
      const value = source[name];
      if (typeof value === 'string' && value !== '') out[name] = value;
    }
  }
  if (source.cause !== undefined && depth < CAUSE_DEPTH) out.cause = errorForLog(source.cause, depth + 1);
  return out;
}

interface RequestLike {
  id?: unknown;
  method?: string;
  url?: string;
}

/** A request as logged: its id, method and path; the query string (search terms, gift card numbers) is cut. */
export function requestForLog(request: RequestLike): Record<string, unknown> {
  const url = typeof request.url === 'string' ? request.url : '';
  const query = url.indexOf('?');
  return { id: request.id, method: request.method, path: query === -1 ? url : url.slice(0, query) };
}

/** Header paths censored wherever a request or a reply is logged whole by someone (a plugin, a future line). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-demo-terminal"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'request.headers.authorization',
  'request.headers.cookie',
];

/**
 * The server's logger options (main.ts, and tests that capture the log): redaction, the serializers above, and a
 * last scrub of any card-like digit run in a message text.
 */
export function logOptions(
  level = 'info',
): LoggerOptions & Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    // ISO times: epoch milliseconds are a 13-digit run, and about one in ten passes the Luhn check, so a scan of
    // the log for card numbers (issue 14 acceptance) would find one in most lines.
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    formatters: {
      // Fastify's responseTime is a float such as 4.0229299999919: its digits read as a card number by a scan.
      log(object) {
        const time = object.responseTime;
        return typeof time === 'number' ? { ...object, responseTime: Math.round(time * 100) / 100 } : object;
      },
    },
    serializers: {
      err: (error: unknown) => errorForLog(error),
      error: (error: unknown) => errorForLog(error),
      req: (request: RequestLike) => requestForLog(request),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
    hooks: {
      logMethod(args, method) {
        // A bare Error as the only argument would become the line's message (pino uses error.message): log it
        // through the serializer instead, under a fixed message.
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const text = typeof rest[0] === 'string' ? messageForLog(rest[0]) : 'error';
          method.apply(this, [{ err: first }, text] as unknown as Parameters<typeof method>);
          return;
        }
        const scrubbed = (args as unknown[]).map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        method.apply(this, scrubbed as unknown as Parameters<typeof method>);
      },
    },
  };
}
