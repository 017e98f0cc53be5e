// A production API server in a process of its own, for the benchmarks: the load client then runs
// beside it as a browser would, instead of sharing the server's event loop. Run with the database
// URL as its argument; it makes sure the benchmark's Admin account exists, prints one line
// `listening {"url", "origin"}` when it listens (its logs share standard output), and stops gracefully when its standard input closes.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/server/config.ts';
import { startServer } from '../../src/server/main.ts';
import { signIn } from '../../src/server/testing/auth-client.ts';
import { BENCH_ADMIN, LISTENING_PREFIX } from './bench-admin.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: api-server-process.ts <database url>');

const config = loadConfig({
  NODE_ENV: 'production',
  // The benchmarks write their own operations, shaped like the app's.
  GRAPHQL_FREE_FORM: 'anyone',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  SEED_ON_EMPTY: 'false',
  RUN_WORKERS: 'false',
  AUTH_SECRET: randomBytes(32).toString('hex'),
});
const server = await startServer(config, { web: false });
const target = { url: server.url, origin: config.PUBLIC_URL };
if ((await signIn(target, BENCH_ADMIN.email, BENCH_ADMIN.password)).status !== 200) {
  await server.platform.auth.createUser({ ...BENCH_ADMIN, roles: ['Admin'] });
}
process.stdout.write(`${LISTENING_PREFIX}${JSON.stringify(target)}\n`);

process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
