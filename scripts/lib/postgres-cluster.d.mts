/** A throw-away PostgreSQL cluster (see postgres-cluster.mjs). */
export function startPostgresCluster(): Promise<{ url: string; stop(): void }>;
