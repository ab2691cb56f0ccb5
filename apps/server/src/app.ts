import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.ts';
import { securityHeaders } from './http/security-headers.ts';
import { terminalStatic } from './http/terminal-static.ts';
import { healthRoutes } from './routes/health.ts';

export interface AppOptions extends DatabaseOptions {
  /** Built terminal to serve (apps/terminal/dist); omitted in API-only tests. */
  terminalDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests share one); otherwise one is opened from the options. */
  database?: DatabaseHandle;
}

export interface App {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** Builds the back office: used by main.ts and by every route test through app.inject. */
export async function buildApp(options: AppOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(options));
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    // A terminal may sit behind the store's proxy; the client address feeds the rate limits.
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  if (!options.database) app.addHook('onClose', async () => database.close());
  securityHeaders(app);
  healthRoutes(app, database);
  await terminalStatic(app, options.terminalDist);
  return { app, database };
}
