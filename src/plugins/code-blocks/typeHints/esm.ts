/**
 * The ES module code a guide with type hints gets, as the MDX pipeline's estree: it registers the loader of the
 * page's hints chunk with src/components/StaticCodeBlock/typeHints.ts, so the browser fetches the hints on first use.
 *
 *   import { registerTypeHints as __registerTypeHints } from '<that module>';
 *   export const __typeHints = __registerTypeHints('<id>', () => import('<data file>'));
 */
import type { Program } from 'estree';

const identifier = (name: string) => ({ type: 'Identifier', name }) as const;
const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) }) as const;

export function registerTypeHintsModule(options: { module: string; id: string; dataFile: string }): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: identifier('registerTypeHints'),
            local: identifier('__registerTypeHints'),
          },
        ],
        source: literal(options.module),
        attributes: [],
      },
      {
        type: 'ExportNamedDeclaration',
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: identifier('__typeHints'),
              init: {
                type: 'CallExpression',
                callee: identifier('__registerTypeHints'),
                optional: false,
                arguments: [
                  literal(options.id),
                  {
                    type: 'ArrowFunctionExpression',
                    params: [],
                    body: { type: 'ImportExpression', source: literal(options.dataFile) },
                    expression: true,
                    async: false,
                    generator: false,
                  },
                ],
              },
            },
          ],
        },
        specifiers: [],
        source: null,
        attributes: [],
      },
    ],
  };
}
