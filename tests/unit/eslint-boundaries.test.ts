/**
 * Code that runs in the browser must not import Node modules or build-time code: eslint.config.mjs enforces it with
 * `no-restricted-imports`. These cases run the project's real ESLint config over small snippets.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and its plugins: 3 s on a quiet 2-core machine, more than Vitest's default 5 s
// while another build runs. Done once here, with its own time limit, so each case below takes milliseconds.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/theme/Example/index.tsx' });
}, 60_000);

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('browser code imports no Node or build-time code', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';", 'src/theme/Example/index.tsx'],
    ["import path from 'path';", 'src/components/Example/index.tsx'],
    ["import { recordsOf } from '../server/indexer/pageRecords';", 'src/plugins/search/client/example.ts'],
    ["import { LIBRARY_VERSION } from '@site/config/library';", 'src/pages/example.tsx'],
    ["import { docPagesOf } from '../../../../lib/built-doc-pages';", 'src/plugins/search/theme/SearchBar/example.tsx'],
    [
      "import { readApiSymbols } from '@site/src/plugins/api-reference/server/apiReference.mjs';",
      'src/plugins/code-blocks/client/example.ts',
    ],
    ["import { highlightCode } from '../server/highlight';", 'src/plugins/code-blocks/shared/example.ts'],
    ["import logger from '@docusaurus/logger';", 'src/clientModules/example.ts'],
  ])('rejects %s in %s', async (code, filePath) => {
    expect(await restrictedImports(`${code}\nexport {};\n`, filePath)).toHaveLength(1);
  });

  it.each([
    ["import { SEARCH_PLUGIN_NAME } from '../types';", 'src/plugins/search/client/example.ts'],
    ["import { linesHtml } from '../../shared/lines';", 'src/plugins/code-blocks/client/StaticCodeBlock/example.tsx'],
    ["import { REPOSITORY_URL } from '@site/config/links';", 'src/pages/example.tsx'],
    ["import { readFileSync } from 'node:fs';", 'src/plugins/search/server/example.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await restrictedImports(`${code}\nexport {};\n`, filePath)).toEqual([]);
  });
});
