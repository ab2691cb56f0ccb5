import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the built ordering page (apps/ordering/dist) is: env ORDERING_DIST, else beside the terminal's dist. */
export function orderingDistFor(terminalDist: string | undefined): string | undefined {
  if (process.env.ORDERING_DIST) return process.env.ORDERING_DIST;
  if (!terminalDist) return undefined;
  return path.resolve(terminalDist, '..', '..', 'ordering', 'dist');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the store's public ordering page (apps/ordering, issue 18 §3) at /order/{store}: its hashed assets under
 * /order/assets/ cached for a year, any other GET under /order/ answered with its index.html (the page reads the
 * store id and the order key from the path; revalidated every time). Files are read per request and only from inside
 * the dist folder (a path that resolves outside it, or a dot file, is not found), as the dashboard's static files.
 * The security headers (strict CSP) come from the app's onSend hook.
 */
export function orderingStatic(app: FastifyInstance, terminalDist: string | undefined): void {
  const dist = orderingDistFor(terminalDist);
  const root = dist ? path.resolve(dist) : undefined;

  const sendIndex = async (reply: FastifyReply) => {
    const file = root ? path.join(root, 'index.html') : undefined;
    const html = file ? await fs.promises.readFile(file, 'utf8').catch(() => null) : null;
    if (html === null) return reply.code(404).type('text/plain').send('Ordering page not built: run npm run build');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };

  app.get('/order/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const ext = path.extname(rest);
    if (root && rest.startsWith('assets/') && ext !== '' && ext !== '.html') {
      const target = path.resolve(root, rest);
      const inside = target.startsWith(`${root}${path.sep}`);
      const hidden = rest.split('/').some((part) => part.startsWith('.'));
      const body = inside && !hidden ? await fs.promises.readFile(target).catch(() => null) : null;
      if (body === null) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type(TYPES[ext] ?? 'application/octet-stream')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(body);
    }
    return sendIndex(reply);
  });
}
