// The peer the load benchmark compares with: PostGraphile v5 in library mode (the Amber preset,
// the `public` schema) on the same database, served by grafserv's Node adapter in a process of
// its own. Run with the database URL as its argument; prints `listening <url>` when it listens and
// stops when its standard input closes.
import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const connectionString = process.argv[2];
if (!connectionString) throw new Error('usage: peer-server.ts <database url>');

const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString, schemas: ['public'] })],
  // Ordering and conditions on any column (the bench adds the index its list needs).
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  grafserv: { graphqlPath: '/graphql', graphiql: false },
});
const serv = pgl.createServ(grafserv);
const server = createServer();
// addTo answers once the handler is attached; a failure there ends the process.
await serv.addTo(server);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`listening http://127.0.0.1:${address.port}\n`);
});

process.stdin.resume();
process.stdin.on('end', () => {
  server.close();
  void Promise.resolve(pgl.release()).then(() => process.exit(0));
});
