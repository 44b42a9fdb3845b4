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
