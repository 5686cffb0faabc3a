/**
 * The colours text is written on pass WCAG AA (4.5:1): white on the brand colour and on the
 * attention orange of the status badges, and the brand colour on white.
 */
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme colours', () => {
  it('white on the badges’ attention orange (orange.9) reaches 4.5:1', () => {
    expect(contrast('#ffffff', theme.colors!.orange![9])).toBeGreaterThanOrEqual(4.5);
  });

  it('white on the primary shade of the brand colour, and it on white, reach 4.5:1', () => {
    const primary = theme.colors!.brand![theme.primaryShade as number]!;
    expect(contrast('#ffffff', primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('the helper measures as WCAG does: black on white is 21:1, Mantine’s old orange 4.3:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#d9480f')).toBeCloseTo(4.3, 1);
  });
});
