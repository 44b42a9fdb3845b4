/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { CmsPicture } from '../src/components/blog/CmsPicture';
import { writeWebpCopies } from '../src/pipeline/cms/download';
import { webpPath, webpSrcSet, type CmsImage } from '../src/features/cms/media';

const cover: CmsImage = {
  url: '/uploads/c_1a.png',
  width: 1600,
  height: 900,
  formats: { small: { url: '/uploads/small_c_1a.png', width: 500, height: 281 } },
};

describe('WebP copies of CMS images', () => {
  it('name a copy beside each PNG or JPEG and none for other formats', () => {
    expect(webpPath('/cms-media/c_1a.png')).toBe('/cms-media/c_1a.png.webp');
    expect(webpPath('/cms-media/photo_2b.JPG')).toBe('/cms-media/photo_2b.JPG.webp');
    expect(webpPath('/cms-media/logo_3c.svg')).toBeNull();
    expect(webpPath('/cms-media/anim_4d.gif')).toBeNull();
  });

  it('offer a WebP srcset only when every candidate has a copy', () => {
    expect(webpSrcSet(cover)).toBe('/cms-media/small_c_1a.png.webp 500w, /cms-media/c_1a.png.webp 1600w');
    expect(
      webpSrcSet({
        ...cover,
        formats: { small: { url: '/uploads/small_c_1a.gif', width: 500, height: 281 } },
      }),
    ).toBe('');
  });

  it('come first in a <picture>, with the original image as the fallback', () => {
    // Without emotion's <style> element, which the server renders beside it.
    const markup = (element: React.ReactElement) =>
      renderToStaticMarkup(element).replace(/<style[^>]*>[^<]*<\/style>/g, '');
    const html = markup(<CmsPicture image={cover} alt="A cover" sizes="100vw" eager />);
    expect(html).toMatch(
      /^<picture[^>]*><source type="image\/webp" srcSet="\/cms-media\/small_c_1a\.png\.webp 500w, \/cms-media\/c_1a\.png\.webp 1600w" sizes="100vw"\/><img /,
    );
    expect(html).toContain('src="/cms-media/c_1a.png"');
    expect(html).toContain('width="1600" height="900"');
    expect(
      renderToStaticMarkup(<CmsPicture image={{ url: '/uploads/logo.svg' }} alt="" sizes="10vw" />),
    ).toMatch(/^<img /);
  });

  it('are written by the build, smaller than the PNG, and a file sharp cannot read is still served', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webp-'));
    fs.mkdirSync(path.join(publicDir, 'cms-media'));
    // A 600×300 gradient PNG, like a cover illustration.
    const pixels = Buffer.alloc(600 * 300 * 3);
    for (let index = 0; index < pixels.length; index += 3) {
      const x = (index / 3) % 600;
      pixels[index] = x % 256;
      pixels[index + 1] = 120;
      pixels[index + 2] = 255 - (x % 256);
    }
    await sharp(pixels, { raw: { width: 600, height: 300, channels: 3 } })
      .png()
      .toFile(path.join(publicDir, 'cms-media/c_1a.png'));
    fs.writeFileSync(path.join(publicDir, 'cms-media/broken_9z.png'), 'not an image');
    const warnings: string[] = [];
    // The media library's versions the originals were copied at (download.ts records them).
    const manifest = new Map([
      ['/cms-media/c_1a.png', '2026-11-01T00:00:00.000Z 9.1'],
      ['/cms-media/broken_9z.png', '2026-11-01T00:00:00.000Z 0.01'],
    ]);

    const written = await writeWebpCopies(
      ['/uploads/c_1a.png', '/uploads/broken_9z.png', '/uploads/logo.svg'],
      publicDir,
      manifest,
      (message) => warnings.push(message),
    );

    expect(written).toBe(2);
    const webp = path.join(publicDir, 'cms-media/c_1a.png.webp');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 });
    expect(fs.statSync(webp).size).toBeLessThan(fs.statSync(path.join(publicDir, 'cms-media/c_1a.png')).size);
    expect(fs.readFileSync(path.join(publicDir, 'cms-media/broken_9z.png.webp'), 'utf8')).toBe(
      'not an image',
    );
    expect(warnings).toEqual([expect.stringContaining('/cms-media/broken_9z.png')]);
    // A second build keeps the copies made from the version of the original it still has.
    expect(await writeWebpCopies(['/uploads/c_1a.png'], publicDir, manifest, () => undefined)).toBe(0);
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});
