// `npm test`: every check and test, in lanes that keep both cores busy (docs/testing.md).
//
//   1. static checks, two lanes side by side, of about the same length:
//        lint:   react-router typegen, then ESLint (its type-aware rules read the typegen)
//        files:  Prettier, knip, generated files, the production build (when the web sources
//                changed since the last one), the public bundle budget, then tsc (which also
//                reads the typegen, long finished by then)
//   2. Vitest: unit, integration and browser suites, files spread over both cores.
//
// A lane stops at its first failing step; the other lane still finishes, so one run reports every
// failing check. Each step's output is printed whole when it ends (lanes never interleave lines),
// with its time. Arguments are passed to Vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';
import { BUILD_ENV, webBuildIsCurrent } from '../e2e/support/web-build.ts';

interface Step {
  name: string;
  run: () => Promise<number>;
}

const command = (name: string, program: string, args: string[] = []): Step => ({
  name,
  run: () => runCommand(program, args),
});

/** Runs a command with its output captured, printed in one block when it ends. */
function runCommand(program: string, args: string[], env = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text) process.stdout.write(`${text}\n`);
      resolve(code ?? 1);
    });
  });
}

const bin = (name: string) => `node_modules/.bin/${name}`;

// The route types are written once, first, and both ESLint and tsc wait for them. tsc and ESLint
// are the two longest checks (each reads the whole program's types): one in each lane.
const typegen = command('react-router typegen', bin('react-router'), ['typegen']);
let typegenRun: Promise<number> | undefined;
const afterTypegen = (step: Step): Step => ({
  name: step.name,
  run: async () => ((await (typegenRun ??= typegen.run())) === 0 ? step.run() : 1),
});

const LANES: Step[][] = [
  [
    { name: typegen.name, run: () => (typegenRun ??= typegen.run()) },
    afterTypegen(command('eslint', bin('eslint'), ['.', '--max-warnings', '0'])),
  ],
  [
    command('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
    command('knip', bin('knip'), ['--no-progress']),
    command('generated files', process.execPath, ['scripts/generate.ts', '--check']),
    {
      name: 'build (when the web sources changed)',
      // A build of the same sources passed already: the browser suites and CI reuse it.
      run: () =>
        webBuildIsCurrent() ? Promise.resolve(0) : runCommand('npm', ['run', 'build'], BUILD_ENV),
    },
    command('bundle budget', process.execPath, ['scripts/check-bundle-size.ts']),
    afterTypegen(command('tsc', bin('tsc'), ['--noEmit'])),
  ],
];

async function runLane(steps: Step[]): Promise<boolean> {
  for (const step of steps) {
    const started = performance.now();
    let code: number;
    try {
      code = await step.run();
    } catch (error) {
      process.stdout.write(`${String(error)}\n`);
      code = 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${code === 0 ? '✓' : '✗'} ${step.name} (${seconds} s)\n`);
    if (code !== 0) return false;
  }
  return true;
}

const started = performance.now();
const lanes = await Promise.all(LANES.map(runLane));
if (lanes.includes(false)) {
  process.stdout.write('Static checks failed: tests not run.\n');
  process.exit(1);
}
process.stdout.write(
  `Static checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
);
const vitest = spawn(bin('vitest'), ['run', ...process.argv.slice(2)], { stdio: 'inherit' });
vitest.on('close', (code) => process.exit(code ?? 1));
