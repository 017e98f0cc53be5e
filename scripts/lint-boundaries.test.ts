// The folder boundaries of docs/architecture.md are lint rules; this proves they fire. Probes are
// linted as the text of existing files so the type-aware parser knows their project.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// Type-aware ESLint takes seconds to start, more on a busy machine.
describe('folder boundaries', { timeout: 60_000 }, () => {
  it('keep server and web code out of src/domain', async () => {
    expect(
      await restrictedImports(
        'src/domain/roles.ts',
        "export { loadConfig } from '../server/config.ts';\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/domain/roles.ts',
        "export { theme } from '../web/ui/theme.ts';\n",
      ),
    ).toHaveLength(1);
  });

  it('keep I/O out of src/domain', async () => {
    expect(
      await restrictedImports('src/domain/roles.ts', "export { readFileSync } from 'node:fs';\n"),
    ).toHaveLength(1);
  });

  it('keep server code out of the web app', async () => {
    expect(
      await restrictedImports(
        'src/web/root.tsx',
        "export { loadConfig } from '../server/config.ts';\n",
      ),
    ).toHaveLength(1);
  });

  it('keep feature code out of shared UI', async () => {
    expect(
      await restrictedImports(
        'src/web/ui/theme.ts',
        "export { TESTIMONIALS } from '../features/home/testimonials.ts';\n",
      ),
    ).toHaveLength(1);
  });

  it('allow packages whose names merely contain a folder name', async () => {
    expect(
      await restrictedImports(
        'src/web/root.tsx',
        "export { default } from '@emotion/server/create-instance';\n",
      ),
    ).toEqual([]);
  });
});
