/**
 * @jest-environment node
 */
import path from 'node:path';
import sharp from 'sharp';
import { CONTACT_EMAILS } from '../src/config/contact';
import { BUG_BOUNTY_URL } from '../src/config/developers';
import { APPLE_TOUCH_ICON, APP_ICONS } from '../src/features/seo/app-icons';
import { SECURITY_TXT_LIFETIME_DAYS, securityTxt, webManifest } from '../src/pipeline/seo/well-known';

const DAY = 24 * 60 * 60 * 1000;

describe('security.txt (RFC 9116)', () => {
  const builtAt = new Date('2026-11-25T09:41:07.123Z');
  const text = securityTxt(builtAt);
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1];

  it('names the contact, the languages, the bug bounty and its own address', () => {
    expect(field('Contact')).toBe(`mailto:${CONTACT_EMAILS.security}`);
    expect(field('Preferred-Languages')).toBe('en, ja, ko');
    expect(field('Policy')).toBe(BUG_BOUNTY_URL);
    expect(field('Canonical')).toMatch(/^https:\/\/.+\/\.well-known\/security\.txt$/);
  });

  it('expires within a year of the build, counted from its day so that builds of a day are identical', () => {
    const expires = Date.parse(field('Expires')!);
    expect(field('Expires')).toBe('2027-05-24T00:00:00Z');
    expect(expires - Date.parse('2026-11-25T00:00:00Z')).toBe(SECURITY_TXT_LIFETIME_DAYS * DAY);
    expect(expires - builtAt.getTime()).toBeLessThan(365 * DAY);
    expect(securityTxt(new Date('2026-11-25T23:59:59Z'))).toBe(text);
    expect(securityTxt(new Date('2026-11-26T00:00:00Z'))).not.toBe(text);
  });
});

describe('web app manifest', () => {
  it('names the site and lists the committed icons at their real sizes', async () => {
    const manifest = webManifest();
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons).toBe(APP_ICONS);
    for (const icon of [...APP_ICONS, { src: APPLE_TOUCH_ICON, sizes: '180x180', purpose: 'any' }]) {
      const file = path.join(__dirname, '..', 'static', icon.src);
      const { width, height, format, hasAlpha } = await sharp(file).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
      if (icon.src === APPLE_TOUCH_ICON) expect(hasAlpha).toBe(false);
    }
  });

  it('gives the maskable icon a full-bleed background (launchers crop its corners)', async () => {
    const maskable = APP_ICONS.find((icon) => icon.purpose === 'maskable')!;
    const { data, info } = await sharp(path.join(__dirname, '..', 'static', maskable.src))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const corner = Array.from(data.subarray(0, info.channels));
    expect(corner).toEqual([0x0b, 0x10, 0x26, 255]);
  });
});
