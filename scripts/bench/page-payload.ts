// What a first visit to one page downloads in JS and data, gzip: the page's JavaScript as
// `npm run size` counts it (scripts/lib/page-weight.ts) plus its page data, the app data and the
// static query results it names; and, for context, its HTML (which works without JavaScript).
// `npm run bench:build` runs it after each build:
//   tsx scripts/bench/page-payload.ts public /ecosystem   → one line of JSON
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { measurePage } from '../lib/page-weight';

interface PageData {
  staticQueryHashes?: string[];
}

/** Level 9, as page-weight.ts measures the JavaScript. */
const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function htmlFile(publicDir: string, sitePath: string): string {
  return path.join(publicDir, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}/index.html`);
}

function pageDataDir(publicDir: string, sitePath: string): string {
  return path.join(publicDir, 'page-data', sitePath === '/' ? 'index' : sitePath.slice(1));
}

function measurePayload(publicDir: string, sitePath: string) {
  const js = measurePage(publicDir, sitePath);
  const pageDataFile = path.join(pageDataDir(publicDir, sitePath), 'page-data.json');
  const pageData = JSON.parse(fs.readFileSync(pageDataFile, 'utf8')) as PageData;
  const dataFiles = [
    pageDataFile,
    path.join(publicDir, 'page-data', 'app-data.json'),
    ...(pageData.staticQueryHashes ?? []).map((hash) =>
      path.join(publicDir, 'page-data', 'sq', 'd', `${hash}.json`),
    ),
  ].filter((file) => fs.existsSync(file));
  const data = dataFiles.map((file) => ({
    file: `/${path.relative(publicDir, file)}`,
    bytes: fs.statSync(file).size,
    gzipBytes: gzipBytes(file),
  }));
  const dataGzipBytes = data.reduce((total, entry) => total + entry.gzipBytes, 0);
  return {
    path: sitePath,
    template: js.template,
    scripts: js.scripts,
    jsGzipBytes: js.gzipBytes,
    // Gatsby's app chunk holds its match-path list, which grows with the number of pages.
    appGzipBytes: js.scripts
      .filter((script) => script.startsWith('/app-'))
      .reduce((total, script) => total + gzipBytes(path.join(publicDir, script)), 0),
    data,
    dataGzipBytes,
    totalGzipBytes: js.gzipBytes + dataGzipBytes,
    html: {
      bytes: fs.statSync(htmlFile(publicDir, sitePath)).size,
      gzipBytes: gzipBytes(htmlFile(publicDir, sitePath)),
    },
  };
}

const [publicDir = 'public', sitePath = '/ecosystem'] = process.argv.slice(2);
console.log(JSON.stringify(measurePayload(path.resolve(publicDir), sitePath)));
