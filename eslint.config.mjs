import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** src/build/ is the build's Node-only code (see the rule below). */
const BROWSER_IMPORTS_NO_BUILD_CODE = {
  regex: '(^|/)build/',
  message: 'src/build/ is Node-only build code: browser code imports what it needs from src/features/.',
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
    files: ['**/*.{ts,tsx}'],
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
            BROWSER_IMPORTS_NO_BUILD_CODE,
          ],
        },
      ],
    },
  },
  {
    // Code that reaches the browser never imports the build's Node-only modules (src/build/: fs,
    // sharp, downloads, RSS); what both sides need (types, media paths) lives in src/features/.
    files: ['src/**'],
    ignores: ['src/build/**', 'src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [BROWSER_IMPORTS_NO_BUILD_CODE] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS glue that Jest loads directly, the CMS, and the site's one CommonJS module the CMS
    // requires synchronously (the translation hash, in a document middleware).
    files: [
      'jest.config.js',
      'jest-preprocess.js',
      'loadershim.js',
      '__mocks__/**/*.js',
      'cms/**/*.js',
      'src/features/i18n/source-hash.js',
    ],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, args: 'none' }],
    },
  },
  {
    files: ['__tests__/**', '__mocks__/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
