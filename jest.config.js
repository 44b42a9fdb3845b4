// Gatsby's documented Jest setup: Babel with babel-preset-gatsby, a mock of the gatsby module
// and the loader shim. Browser tests live in e2e/ and run with Playwright instead.
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Only our tests: cms/ has its own node_modules, far too large to crawl.
  roots: ['<rootDir>/__tests__', '<rootDir>/__mocks__'],
  transform: { '^.+\\.(mjs|[jt]sx?)$': '<rootDir>/jest-preprocess.js' },
  moduleFileExtensions: ['js', 'mjs', 'jsx', 'ts', 'tsx', 'json', 'node'],
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$':
      '<rootDir>/__mocks__/file-mock.js',
  },
  testPathIgnorePatterns: [
    'node_modules',
    '\\.cache',
    '<rootDir>.*/public',
    '<rootDir>/e2e',
    '<rootDir>/__tests__/helpers',
    // `npm test` runs these files alone, after the others (scripts/test.mjs).
    ...(process.env.JEST_LEAVE_OUT ?? '')
      .split(',')
      .filter(Boolean)
      .map((file) => `<rootDir>/${file.replace(/[.]/g, '\\.')}$`),
  ],
  // The shared package's build is plain JavaScript already (packages/shared/build.mjs).
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js)/)',
    '<rootDir>/packages/[^/]+/dist/',
  ],
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testEnvironmentOptions: { url: 'http://localhost/' },
};

module.exports = config;
