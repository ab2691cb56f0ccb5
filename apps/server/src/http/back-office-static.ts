import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the built dashboard (apps/back-office/dist) is: env DASHBOARD_DIST, else beside the terminal's dist. */
export function dashboardDistFor(terminalDist: string | undefined): string | undefined {
  if (process.env.DASHBOARD_DIST) return process.env.DASHBOARD_DIST;
  if (!terminalDist) return undefined;
  return path.resolve(terminalDist, '..', '..', 'back-office', 'dist');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the owner's dashboard (apps/back-office, issue 16 §1) at /dashboard/: its hashed assets cached for a year,
 * any other GET under /dashboard/ answered with its index.html (SPA fallback; revalidated every time, so an update is
 * seen at once). /api is untouched and the terminal keeps /. Without a build, /dashboard/ says how to make one.
 * Files are read per request (a rebuild while the server runs is served at once) and only from inside the dist
 * folder: a path that resolves outside it, or a dot file, is not found.
 */
export function backOfficeStatic(app: FastifyInstance, terminalDist: string | undefined): void {
  const dist = dashboardDistFor(terminalDist);
  const root = dist ? path.resolve(dist) : undefined;

  const sendIndex = async (reply: FastifyReply) => {
    const file = root ? path.join(root, 'index.html') : undefined;
    const html = file ? await fs.promises.readFile(file, 'utf8').catch(() => null) : null;
    if (html === null) {
      return reply.code(404).type('text/plain').send('Dashboard not built: run npm run build');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };

  app.get('/dashboard', async (_request, reply) => reply.redirect('/dashboard/', 301));
  app.get('/dashboard/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const ext = path.extname(rest);
    if (root && rest !== '' && ext !== '' && ext !== '.html') {
      const target = path.resolve(root, rest);
      const inside = target.startsWith(`${root}${path.sep}`);
      const hidden = rest.split('/').some((part) => part.startsWith('.'));
      const body = inside && !hidden ? await fs.promises.readFile(target).catch(() => null) : null;
      if (body === null) return reply.code(404).type('text/plain').send('Not found');
      const immutable = rest.startsWith('assets/');
      return reply
        .type(TYPES[ext] ?? 'application/octet-stream')
        .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(body);
    }
    return sendIndex(reply);
  });
}
