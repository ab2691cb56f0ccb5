import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built terminal with SPA fallback: an unknown path gets index.html so the router can take it;
 * /api/* never does and answers a JSON 404 instead.
 */
export async function terminalStatic(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasTerminal = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasTerminal) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      cacheControl: false,
      // The service worker and index must be revalidated, or a terminal would never see an update.
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (name === 'index.html' || name === 'display.html' || name === 'sw.js' || name.startsWith('workbox-')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: `No API at ${request.method} ${url}` });
    }
    if (!hasTerminal || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .type('text/plain')
        .send(hasTerminal ? 'Not found' : 'Terminal not built: run npm run build');
    }
    // Issue 20: /display is the customer display's own page (its own entry, display.html), not the terminal's shell.
    const page = /^\/display\/?$/.test(url) && fs.existsSync(path.join(distDir ?? '', 'display.html'));
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .sendFile(page ? 'display.html' : 'index.html');
  });
}
