import fs from 'fs/promises';
import path from 'path';
import { TEMPLATE_ROUTES } from '../../src/config/routes';
import type { BuildInfo, BuildMeta } from '../../src/features/build-check/build-check';
import { LOCALES, LOCALE_INFO } from '../../src/features/i18n/locales';

/** The route matcher open tabs can use: locale prefixes and the template routes' rules. */
export function routeMatcher(): BuildMeta['matcher'] {
  return {
    locales: LOCALES.map((locale) => LOCALE_INFO[locale].prefix),
    templates: TEMPLATE_ROUTES.map((route) => ({
      path: route.path,
      pattern: route.pattern.source,
      param: route.param.source,
    })),
  };
}

/** Metas kept for older builds: open tabs of those builds may still ask for theirs. */
export const KEPT_METAS = 10;

/**
 * builds/latest.json ({ id, timestamp }, which changes with every successful build) and
 * builds/meta/{id}.json (the route matcher and the prerendered paths, sorted).
 */
export async function writeBuildFiles(
  publicDir: string,
  build: BuildInfo,
  pagePaths: string[],
): Promise<BuildMeta> {
  const prerendered = [
    ...new Set(pagePaths.filter((pagePath) => !/\/(404|500)\.html$/.test(pagePath))),
  ].sort();
  const meta: BuildMeta = { ...build, matcher: routeMatcher(), prerendered };
  await fs.mkdir(path.join(publicDir, 'builds', 'meta'), { recursive: true });
  await fs.writeFile(path.join(publicDir, 'builds', 'meta', `${build.id}.json`), `${JSON.stringify(meta)}\n`);
  await fs.writeFile(path.join(publicDir, 'builds', 'latest.json'), `${JSON.stringify(build)}\n`);
  await pruneMetas(path.join(publicDir, 'builds', 'meta'), build.id);
  return meta;
}

/** Removes all but the newest KEPT_METAS metas (public/ is not emptied between builds). */
async function pruneMetas(metaDir: string, currentId: string): Promise<void> {
  const names = (await fs.readdir(metaDir)).filter((name) => name.endsWith('.json'));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, time: (await fs.stat(path.join(metaDir, name))).mtimeMs })),
  );
  const old = dated
    .filter(({ name }) => name !== `${currentId}.json`)
    .sort((a, b) => b.time - a.time)
    .slice(KEPT_METAS - 1);
  for (const { name } of old) {
    for (const suffix of ['', '.gz', '.br']) await fs.rm(path.join(metaDir, name + suffix), { force: true });
  }
}
