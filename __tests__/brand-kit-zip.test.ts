/**
 * @jest-environment node
 */
import { unzipSync } from 'fflate';
import { packZip } from '../plugins/brand-kit/archive';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const entries = [
  { name: 'meridian-brand-kit/README.txt', data: Buffer.from('Meridian brand kit\n'.repeat(40), 'utf8') },
  { name: 'meridian-brand-kit/png/meridian-logo.png', data: PNG },
  { name: 'meridian-brand-kit/trademark-licence.ja.md', data: Buffer.from('# 商標ライセンス\n', 'utf8') },
];

describe('brand kit zip (fflate)', () => {
  it('holds every file with its bytes, under its path', () => {
    const files = unzipSync(new Uint8Array(packZip(entries)));
    expect(Object.keys(files)).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(Buffer.from(files[entry.name]).equals(entry.data)).toBe(true);
  });

  it('is the same bytes for the same files, whenever and wherever it is built', () => {
    const first = packZip(entries);
    const previousTz = process.env.TZ;
    jest.useFakeTimers({ now: new Date('2031-07-15T12:34:56Z') });
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(packZip(entries).equals(first)).toBe(true);
    } finally {
      process.env.TZ = previousTz;
      jest.useRealTimers();
    }
  });

  it('is smaller than its files', () => {
    const zip = packZip(entries);
    expect(zip.length).toBeLessThan(entries.reduce((total, entry) => total + entry.data.length, 0));
  });
});
