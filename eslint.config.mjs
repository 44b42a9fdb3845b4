import { builtinModules, createRequire } from 'node:module';
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// eslint-plugin-jsx-a11y ships no types: required, with the part of it used here typed.
/** @type {import('eslint').ESLint.Plugin & { configs: { recommended: import('eslint').Linter.LegacyConfig } }} */
const jsxA11y = createRequire(import.meta.url)('eslint-plugin-jsx-a11y');

/** src/pipeline/ is the build's Node-only code (see the rules below). */
const BROWSER_IMPORTS_NO_PIPELINE_CODE = {
  regex: '(^|/)pipeline/',
  message: 'src/pipeline/ is Node-only build code: browser code imports what it needs from src/features/.',
};

/**
 * What only Node (the build, the servers) can run: its built-ins and the build's own packages
 * (image processing, feeds, markdown and HTML rendering, front matter, server rendering). A module
 * outside src/pipeline/ that needs one belongs in src/pipeline/, so that nothing Node-only lives
 * where browser code can import it.
 */
const BUILD_ONLY_PACKAGES = [
  'sharp',
  'feed',
  'marked',
  'sanitize-html',
  'htmlparser2',
  'domhandler',
  'gray-matter',
  'gatsby-source-graphql',
  'pagefind',
  'react-dom/server',
  '@emotion/server',
];
const NODE_ONLY_MESSAGE =
  'Node-only (a built-in or a build-only package): build code lives in src/pipeline/, shared code in src/features/.';
const NODE_ONLY_IMPORTS = {
  paths: [...builtinModules.filter((name) => !name.startsWith('_')), ...BUILD_ONLY_PACKAGES].map((name) => ({
    name,
    message: NODE_ONLY_MESSAGE,
  })),
  patterns: [
    { regex: '^node:', message: NODE_ONLY_MESSAGE },
    { regex: `^(${BUILD_ONLY_PACKAGES.join('|')})/`, message: NODE_ONLY_MESSAGE },
    // gatsby-node's API types: createPages, webpack config and node hooks run in the build only.
    {
      group: ['gatsby'],
      importNames: [
        'Actions',
        'CreatePagesArgs',
        'CreateWebpackConfigArgs',
        'NodePluginArgs',
        'Reporter',
        'GatsbyNode',
      ],
      message: 'gatsby-node APIs run in the build only: that code lives in src/pipeline/.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'screenshots/',
      'src/gatsby-types.d.ts',
      '.sites/',
      'server/compiled/',
      'packages/*/dist/',
      'cms/node_modules/',
      'cms/.tmp/',
      'cms/dist/',
      'cms/build/',
      'cms/.strapi/',
      'cms/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // The site's TypeScript, and the CMS admin's customisations (React, bundled by Strapi).
    files: ['**/*.{ts,tsx}', 'cms/src/admin/**/*.jsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      // Emotion's css prop.
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
    },
  },
  {
    // Layering: features/ (state, clients, rules) is used by components/, never the other way
    // round, so a feature can be tested and reused without the UI that shows it.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(components|pages|templates)(/|$)',
              message:
                'src/features/ must not import from components/, pages/ or templates/: move what both need into features/.',
            },
            BROWSER_IMPORTS_NO_PIPELINE_CODE,
            ...NODE_ONLY_IMPORTS.patterns,
          ],
          paths: NODE_ONLY_IMPORTS.paths,
        },
      ],
    },
  },
  {
    // Both ways: code that reaches the browser never imports the build's Node-only modules
    // (src/pipeline/: fs, sharp, downloads, RSS), and never imports Node itself, so a Node-only
    // module cannot live outside src/pipeline/; what both sides need (types, media paths) lives in
    // src/features/. __tests__/pipeline-boundary.test.ts proves both.
    files: ['src/**'],
    ignores: ['src/pipeline/**', 'src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [BROWSER_IMPORTS_NO_PIPELINE_CODE, ...NODE_ONLY_IMPORTS.patterns],
          paths: NODE_ONLY_IMPORTS.paths,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS glue that Jest loads directly, and the CMS.
    files: ['jest.config.js', 'jest-preprocess.js', 'loadershim.js', '__mocks__/**/*.js', 'cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, args: 'none' }],
    },
  },
  {
    // Small parts (issue 40): a function does one thing, a file holds one subject. Tests (a suite
    // is one long describe) and the benchmark scripts are exempt.
    files: ['**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    ignores: ['__tests__/**', '__mocks__/**', 'e2e/**', 'e2e-editor/**', 'scripts/bench/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120 }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: ['__tests__/**', '__mocks__/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
