// Entry point of `npm start`: turns on Node's module compile cache before the server's modules
// load, so starts after the first skip recompiling them (about 0.5 s of the start-up budget in
// docs/benchmarks.md). Static imports would load first, hence the dynamic import.
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { main } = await import('./main.ts');
main();
