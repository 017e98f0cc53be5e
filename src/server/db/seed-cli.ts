// `npm run seed`: puts the demo data into the configured database (DATABASE_URL or DATA_DIR)
// when it has no users yet; otherwise says so and changes nothing.
import { closePlatform, createPlatform } from '../bootstrap.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { ensureLicensingContent } from '../modules/licensing-guides/licensing-guides.seed.ts';
import { formatDemoSignIns, seedIfEmpty } from './seed.ts';

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const platform = await createPlatform(config);
  try {
    const seeded = await seedIfEmpty(platform);
    // The guides and articles a fresh install shows (the server adds them on start as well).
    await ensureLicensingContent(platform.db, { bookingPhone: config.BOOKING_PHONE });
    if (!seeded) {
      console.log('The database already has data: nothing was seeded.');
      return 0;
    }
    console.log(`Demo data created. Sign in at ${config.PUBLIC_URL}/sign-in with:`);
    console.log(formatDemoSignIns(seeded.signIns));
    return 0;
  } finally {
    await closePlatform(platform);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
