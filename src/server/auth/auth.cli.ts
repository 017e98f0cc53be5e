// Entry point for better-auth's CLI only: `npx auth generate --config src/server/auth/auth.cli.ts`
// prints the Drizzle tables better-auth expects (see README.md). Nothing at run time imports it.
import { loadConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createBetterAuth } from './auth-options.ts';

// Schema generation reads the configuration only; it never queries the database. OIDC is set so
// the output also covers what the optional provider needs.
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  OIDC_ISSUER: 'https://issuer.invalid',
  OIDC_CLIENT_ID: 'schema-generation',
  OIDC_CLIENT_SECRET: 'schema-generation',
});

export const auth = createBetterAuth({
  config,
  db: {} as Executor,
  log: createLogger(config),
});
