import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md: apps -> contracts -> domain, and the terminal and the server never import each other.
// These cases lint real files of the repo with a forbidden import added, through the project's own config.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('one-way dependency rules', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // The import rules need no type information: without it each case is parsed alone instead of loading the
    // TypeScript program of five workspaces (34 s of a test run on a 2-core machine).
    eslint = new ESLint({ cwd: repo, overrideConfig: tseslint.configs.disableTypeChecked });
  });

  async function restrictedImportErrors(file: string, importLine: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${importLine}\nexport const probe = 1;\n`, {
      filePath: path.join(repo, file),
    });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it.each([
    ['apps/terminal/src/app/guard.ts', "import '@opentill/server';", 'The terminal never imports the server'],
    ['apps/terminal/src/app/guard.ts', "import '../../../server/src/app.ts';", 'The terminal never imports the server'],
    ['apps/server/src/app.ts', "import '../../terminal/src/app/routes.ts';", 'The server never imports the terminal'],
    ['apps/back-office/src/main.tsx', "import '../../server/src/app.ts';", 'The back office never imports the server'],
    [
      'apps/server/src/app.ts',
      "import '../../back-office/src/app/router.tsx';",
      'The server never imports the terminal or the back office',
    ],
    ['packages/domain/src/money.ts', "import '@opentill/contracts';", 'packages/domain imports nothing of the project'],
    [
      'packages/contracts/src/index.ts',
      "import '@opentill/server';",
      'packages/contracts may import only packages/domain',
    ],
  ])('%s may not %s', async (file, importLine, message) => {
    expect((await restrictedImportErrors(file, importLine)).join('\n')).toContain(message);
  });

  it('allows the permitted direction (terminal -> contracts -> domain)', async () => {
    expect(await restrictedImportErrors('apps/terminal/src/app/guard.ts', "import '@opentill/contracts';")).toEqual([]);
    expect(await restrictedImportErrors('packages/contracts/src/index.ts', "import '@opentill/domain';")).toEqual([]);
  });
});
