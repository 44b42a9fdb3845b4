import { formatCompactNumber, formatNumber, formatPercent, formatUsd } from '../src/features/i18n/format';

describe('number formats per language', () => {
  it('writes large figures as each language counts them', () => {
    expect(formatCompactNumber(331_000_000, 'en')).toBe('331 million');
    expect(formatCompactNumber(331_000_000, 'ja')).toBe('3億3,100万');
    expect(formatCompactNumber(331_000_000, 'ko')).toBe('3억 3,100만');
    expect(formatCompactNumber(3_000_000, 'en', 'short')).toBe('3M');
    expect(formatCompactNumber(3_000_000, 'ja', 'short')).toBe('300万');
    expect(formatCompactNumber(100_000, 'en', 'short')).toBe('100K');
    expect(formatCompactNumber(100_000, 'ko', 'short')).toBe('10만');
    expect(formatCompactNumber(120_005, 'ja')).toBe('12万5');
  });

  it('formats plain numbers, percentages and dollars', () => {
    expect(formatNumber(1234567, 'ko')).toBe('1,234,567');
    expect(formatPercent(0.7, 'ja')).toBe('70%');
    expect(formatUsd(30_000, 'en')).toBe('$30,000');
    expect(formatUsd(30_000, 'ja')).toBe('$30,000');
    expect(formatUsd(30_000, 'ko')).toBe('US$30,000');
  });
});

describe('the site languages are written without Intl, exactly as Intl writes them', () => {
  const tags = { en: 'en-US', ja: 'ja-JP', ko: 'ko-KR' } as const;
  // Seeded, so a failure names the same value on every run.
  let seed = 42;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const samples = [
    0,
    1,
    7,
    12,
    999,
    1000,
    1234,
    9999.5,
    30_000,
    999_950,
    1_000_000,
    331_000_000,
    1.005,
    2.675,
    0.5,
    4.5,
    21,
    3.14159,
    0.0005,
    0.07,
    0.125,
    0.999,
    1e14 - 1,
    123456789.987654,
    -42.5,
    -0.0001,
    ...Array.from(
      { length: 400 },
      () => Math.round(random() * 10 ** Math.floor(random() * 13)) / 10 ** Math.floor(random() * 5),
    ),
  ];
  const dates = [
    '2024-10-02T09:00:00.000Z',
    '2025-03-04T23:30:00Z',
    '2026-12-31T23:59:59Z',
    '2000-01-01',
    ...Array.from({ length: 100 }, () =>
      new Date(Date.UTC(1990 + Math.floor(random() * 60), 0, 1 + Math.floor(random() * 365))).toISOString(),
    ),
  ];

  it.each(Object.entries(tags))('%s (%s)', (language, tag) => {
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options);
    const plain = intl({});
    const twoDigits = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = intl({ style: 'percent', maximumFractionDigits: 1 });
    const usd = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const long = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const compacts = {
      long: intl({ notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 }),
      short: intl({ notation: 'compact', compactDisplay: 'short', maximumSignificantDigits: 3 }),
    };
    // From here on, the site's own functions must not build a formatter (that is their point);
    // a fresh copy of the module, so that no formatter cached by another test hides one.
    const built = [jest.spyOn(Intl, 'NumberFormat'), jest.spyOn(Intl, 'DateTimeFormat')];
    let format = {} as typeof import('../src/features/i18n/format');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      format = require('../src/features/i18n/format') as typeof format;
    });
    const { formatCompactNumber, formatDate, formatMonth, formatNumber, formatPercent, formatUsd } = format;
    for (const value of samples) {
      expect([value, formatNumber(value, language)]).toEqual([value, plain.format(value)]);
      expect([
        value,
        formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      ]).toEqual([value, twoDigits.format(value)]);
      expect([value, formatPercent(value, language)]).toEqual([value, percent.format(value)]);
      // Negative amounts (none on the site) go to Intl.
      if (value >= 0) expect([value, formatUsd(value, language)]).toEqual([value, usd.format(value)]);
      if (language === 'en' && value >= 0) {
        for (const display of ['long', 'short'] as const) {
          expect([value, display, formatCompactNumber(value, language, display)]).toEqual([
            value,
            display,
            compacts[display].format(value),
          ]);
        }
      }
    }
    for (const iso of dates)
      expect([iso, formatDate(iso, language)]).toEqual([iso, long.format(new Date(iso))]);
    for (const iso of dates)
      expect([iso, formatMonth(iso, language)]).toEqual([iso, month.format(new Date(iso))]);
    expect(() => formatDate('not a date', language)).toThrow(RangeError);
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    built.forEach((spy) => spy.mockRestore());
  });
});
