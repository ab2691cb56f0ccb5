// A throw-away PostgreSQL cluster in a temporary folder on a free port, for the server suite on PostgreSQL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error('PostgreSQL is not installed (scripts/ensure-system-deps.sh installs it)');
}

/** Starts a cluster; returns its URL and a stop function. As root, the cluster runs as the postgres user. */
export async function startPostgresCluster() {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', dir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
