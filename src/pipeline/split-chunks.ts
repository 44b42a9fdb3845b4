import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * Gatsby's "lib" group is meant for packages over 160 kB, but it tests the module's identifier,
 * which names babel-loader's path in node_modules for our own files too: every component became
 * a chunk of its own (a request and a gzip frame each). Keep it to packages.
 */
export function keepLibChunkToPackages({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return;
  const config = getConfig() as {
    optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown }> } };
  };
  const lib = config.optimization?.splitChunks?.cacheGroups?.lib;
  if (lib && typeof lib.test === 'function') {
    const packageTest = lib.test as (module: { resource?: string }) => boolean;
    lib.test = (module: { resource?: string }) =>
      /node_modules[/\\]/.test(module.resource ?? '') && packageTest(module);
    actions.replaceWebpackConfig(config);
  }
}
