/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeUnusedMedia } from '../src/pipeline/cms/unused-media';

describe('removeUnusedMedia', () => {
  let publicDir: string;
  const media = (name: string) => path.join(publicDir, 'cms-media', name);
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-media-'));
    fs.mkdirSync(path.join(publicDir, 'cms-media'));
    for (const name of [
      'kept_1.png',
      'kept_1.png.webp',
      'logo_2.svg',
      'logo_2.svg.br',
      'gone_3.png',
      'gone_3.png.webp',
      'small_gone_3.png',
    ])
      fs.writeFileSync(media(name), name);
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('removes the media (and WebP copies) no entry of the build uses, and keeps the rest', () => {
    const removed = removeUnusedMedia(['/uploads/kept_1.png', '/uploads/logo_2.svg'], publicDir);
    expect(removed.sort()).toEqual([
      '/cms-media/gone_3.png',
      '/cms-media/gone_3.png.webp',
      '/cms-media/small_gone_3.png',
    ]);
    expect(fs.readdirSync(path.join(publicDir, 'cms-media')).sort()).toEqual([
      'kept_1.png',
      'kept_1.png.webp',
      'logo_2.svg',
      // site-output removes compressed copies whose source is gone, and keeps this one
      'logo_2.svg.br',
    ]);
  });

  it('does nothing before the first download', () => {
    fs.rmSync(path.join(publicDir, 'cms-media'), { recursive: true });
    expect(removeUnusedMedia([], publicDir)).toEqual([]);
  });
});
