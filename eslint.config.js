// ESLint: typescript-eslint's type-checked recommended rules over every TypeScript file; Prettier owns layout
// (eslint-config-prettier turns off the rules that would fight it). `npm run lint` fails on any warning.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-cli/', 'coverage/', 'node_modules/', 'src/engine/loader/generated/', '.rulebench-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'bin/*.mjs', 'src/workers/*.mjs', 'engine-globals.d.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are tsc's job (noUnusedLocals / noUnusedParameters); `_` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  // The engine's libraries are only those tsconfig.engine.json gives it: a `/// <reference>` would bring Node's or the
  // DOM's types back in past that check (and past dependency-cruiser, which sees imports only).
  {
    files: ['src/engine/**/*.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'never', types: 'never', lib: 'never' }] },
  },
  // Unit test files share a module cache (vitest.config.ts): a file that replaces a module would replace it for
  // the files that run after it in the same worker, so only `*.isolated.test.ts` files, run apart, may.
  {
    files: ['test/**/*.ts'],
    ignores: ['test/**/*.isolated.test.ts', 'test/browser/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message: 'A module mock leaks into the test files after this one: name the file *.isolated.test.ts.',
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // The plain JavaScript files run on Node (the bin, the CLI build, the worker loader): its globals.
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  prettier,
);
