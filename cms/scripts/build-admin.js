// Builds the Strapi admin panel. `strapi build` would look for a tsconfig.json in every parent
// folder, find the site's one at the repository root and try to compile this JavaScript app
// as TypeScript; calling the builder directly tells it there is no TypeScript here.
const path = require('path');
// Not in the package's exports map, hence the file paths.
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));

build({
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  cwd: path.resolve(__dirname, '..'),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
})
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
