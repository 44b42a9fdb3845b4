// `node --import` this file to make a process fail on loading any TypeScript or a TypeScript
// loader (tsx, esbuild): it proves the module graph it runs is plain JavaScript.
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  if (/^(tsx|esbuild)(\\/|$)/.test(specifier)) throw new Error('refused to load ' + specifier);
  const resolved = await next(specifier, context);
  if (/\\.(ts|tsx|mts|cts)$/.test(resolved.url)) throw new Error('refused to load ' + resolved.url);
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
