import { startServer } from './server.ts';

/** One server with a fresh database for the run; journeys that kill a server start their own. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
