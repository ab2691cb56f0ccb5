/** Test helper: a device that is switched off, as a TCP port with nothing listening. */
import net from 'node:net';

/** Linux hands out ports for listen(0) from 32768–60999 (ip_local_port_range): this range is never among them. */
const FIRST = 20_000;
const COUNT = 12_000;

/**
 * A port on 127.0.0.1 with nothing listening: a connection to it is refused. Taken below the kernel's ephemeral range:
 * a port from listen(0), closed at once, was handed to another test's simulator in the same run, and the "switched
 * off" printer answered "paper end" instead of refusing.
 */
export async function closedPort(): Promise<number> {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
