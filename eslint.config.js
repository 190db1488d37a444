import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder may not make, with the reason shown to whoever tries. */
function forbidImports(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

// A file gets the options of the last block that sets a rule for it: each block below that restricts
// the imports of web files lists this pattern.
const passwordLengthFromTheRules = {
  group: ['**/shared/credential-limits.ts'],
  importNames: ['defaultPasswordMinLength', 'isPasswordMinLength', 'passwordMaxLength'],
  message: 'The web reads the password length rule from shared/credential-rules.ts.',
};

const subfolders = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** web/src/pages/: a folder per page, and under admin/ a folder per page of the team's console. */
const pageFolders = subfolders('./web/src/pages/').flatMap((folder) =>
  folder === 'admin'
    ? subfolders('./web/src/pages/admin/').map((page) => `admin/${page}`)
    : [folder],
);

export default tseslint.config(
  { ignores: ['dist', 'build', 'data', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Rules that need the types: an unawaited promise in an async server loses its error.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./web/tsconfig.json', './server/tsconfig.json', './tests/e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'server/**/*.ts',
      'shared/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'bench/**/*.ts',
      'tests/**/*.ts',
      '*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  // The password's length rule comes whole from shared/credential-rules.ts, its limits included.
  forbidImports(['web/src/**/*.{ts,tsx}'], [passwordLengthFromTheRules]),
  // Dependency direction: shared web code never reaches into pages.
  forbidImports(
    ['web/src/{components,content,auth,lib,config}/**/*.{ts,tsx}'],
    [
      { group: ['**/pages/**'], message: 'Pages use components, never the other way round.' },
      passwordLengthFromTheRules,
    ],
  ),
  {
    // A page's folder is its own: what two pages share lives in components/, lib/ or api/.
    files: ['web/src/pages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: pageFolders.map((folder) => ({
            target: `web/src/pages/${folder}`,
            from: 'web/src/pages',
            except: [`./${folder}`],
            message:
              'A page never imports another page: move what both need to components/ or lib/.',
          })),
        },
      ],
    },
  },
  // The server's layers (docs/architecture.md): api → auth → platform, each http → domain → db.
  forbidImports(
    ['server/src/{auth,api}/db/**/*.ts'],
    [
      { group: ['**/domain/**'], message: 'Repositories only run SQL.' },
      { group: ['**/http/**'], message: 'Repositories only run SQL.' },
    ],
  ),
  forbidImports(
    ['server/src/{auth,api}/domain/**/*.ts'],
    [
      {
        group: ['**/auth/http/**', '**/api/http/**', '../http/**', 'fastify', '@fastify/*'],
        allowTypeImports: true,
        message: 'Domain operations know nothing of HTTP: the CLI calls them too.',
      },
    ],
  ),
  forbidImports(
    ['server/src/auth/**/*.ts'],
    [{ group: ['**/api/**'], message: 'The auth API stands on the platform, never on /api/v1.' }],
  ),
  forbidImports(
    ['server/src/platform/**/*.ts'],
    [
      {
        group: ['**/auth/**', '**/api/**', '**/http/**', 'fastify', '@fastify/*'],
        allowTypeImports: true,
        message: 'The platform is what both APIs share: it knows neither of them, nor HTTP.',
      },
    ],
  ),
  forbidImports(
    ['server/src/{db,mail,site,http}/**/*.ts'],
    [{ group: ['**/auth/**'], message: 'Shared server parts never depend on the auth API.' }],
  ),
  forbidImports(
    ['shared/**/*.ts'],
    [
      {
        group: ['**/server/**', '**/web/**', 'node:*', 'react', 'react-dom'],
        message: 'shared/ runs in the browser and the server alike: zod only.',
      },
    ],
  ),
  {
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
