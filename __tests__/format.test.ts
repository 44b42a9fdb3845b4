import {
  formatCompactNumber,
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  formatUsd,
} from '../src/features/i18n/format';

describe('number formats per language', () => {
  it('writes large figures as each language counts them', () => {
    expect(formatCompactNumber(331_000_000, 'en')).toBe('331 million');
    expect(formatCompactNumber(331_000_000, 'ja')).toBe('3億3,100万');
    expect(formatCompactNumber(331_000_000, 'ko')).toBe('3억 3,100만');
    expect(formatCompactNumber(1_000_000_000, 'ja')).toBe('10億');
    expect(formatCompactNumber(1_000_000_000, 'ko')).toBe('10억');
    expect(formatCompactNumber(3_000_000, 'en', 'short')).toBe('3M');
    expect(formatCompactNumber(3_000_000, 'ja', 'short')).toBe('300万');
    expect(formatCompactNumber(100_000, 'en', 'short')).toBe('100K');
    expect(formatCompactNumber(100_000, 'ko', 'short')).toBe('10만');
    expect(formatCompactNumber(120_005, 'ja')).toBe('12万5');
    expect(formatCompactNumber(1_2345_6780_0000, 'ja')).toBe('1兆2,345億6,780万');
    expect(formatCompactNumber(0, 'ko')).toBe('0');
    expect(formatCompactNumber(999_950, 'en', 'short')).toBe('1M');
  });

  it('formats plain numbers, percentages and dollars', () => {
    expect(formatNumber(1234567, 'ko')).toBe('1,234,567');
    expect(formatNumber(4.5, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('4.50');
    expect(formatPercent(0.7, 'ja')).toBe('70%');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatUsd(30_000, 'en')).toBe('$30,000');
    expect(formatUsd(30_000, 'ja')).toBe('$30,000');
    expect(formatUsd(30_000, 'ko')).toBe('US$30,000');
  });
});

describe('date formats per language', () => {
  it('writes a day and a month as each language does, in UTC', () => {
    expect(formatDate('2025-03-14T23:30:00Z', 'en')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14', 'ja')).toBe('2025年3月14日');
    expect(formatDate('2025-03-14', 'ko')).toBe('2025년 3월 14일');
    expect(formatMonth('2021-06-01', 'en')).toBe('June 2021');
    expect(formatMonth('2021-06-01', 'ja')).toBe('2021年6月');
    expect(formatMonth('2021-06-01', 'ko')).toBe('2021년 6월');
  });

  it('refuses a date that is not one', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});

describe('formatters', () => {
  it('are built once per language and options, however many values they format', () => {
    const built = [jest.spyOn(Intl, 'NumberFormat'), jest.spyOn(Intl, 'DateTimeFormat')];
    // A fresh copy of the module, so that no formatter cached by another test hides one.
    let format = {} as typeof import('../src/features/i18n/format');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      format = require('../src/features/i18n/format') as typeof format;
    });
    for (let value = 0; value < 50; value += 1) {
      format.formatNumber(value, 'ja');
      format.formatPercent(value / 100, 'ja');
      format.formatDate(`2025-01-${String(1 + (value % 28)).padStart(2, '0')}`, 'ja');
    }
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([2, 1]);
    format.formatNumber(1, 'ko');
    expect(built[0].mock.calls.length).toBe(3);
    built.forEach((spy) => spy.mockRestore());
  });
});
