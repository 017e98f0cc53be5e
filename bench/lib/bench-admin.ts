// The Admin account the benchmarks sign in with (created in the benchmark database on first use).
export const BENCH_ADMIN = {
  email: 'bench-admin@roadready.local',
  password: 'bench-admin-password-1',
  name: 'Bench Admin',
};

/** Starts the line on which the benchmark's server process gives its address. */
export const LISTENING_PREFIX = 'listening ';
