import { describe, expect, it } from 'vitest';
import { embedFromUrl, formatTime, fractionAt, sliderKeyValue, spokenTime, volumeFraction } from '../../../../src/ui/media/logic';

describe('embedFromUrl', () => {
  it('reads YouTube links in their usual forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(embedFromUrl(url), url).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it('reads Vimeo links', () => {
    expect(embedFromUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(embedFromUrl('https://player.vimeo.com/video/76979871?h=abc')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(embedFromUrl('https://vimeo.com/channels/staffpicks/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
  });

  it('takes a bare id only with its provider named (as Plyr prints it)', () => {
    expect(embedFromUrl('dQw4w9WgXcQ', 'youtube')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(embedFromUrl(' 76979871 ', 'vimeo')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(embedFromUrl('dQw4w9WgXcQ')).toBeNull();
    expect(embedFromUrl('76979871')).toBeNull();
  });

  it('refuses files, other hosts and malformed ids', () => {
    for (const url of ['', '/assets/clip.mp4', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=<script>', 'https://vimeo.com/about', 'https://youtu.be/'])
      expect(embedFromUrl(url), url).toBeNull();
  });
});

describe('sliderKeyValue', () => {
  const range = { min: 0, max: 60, step: 5, page: 10 };

  it('moves by a step with the arrows, Right and Up increasing', () => {
    expect(sliderKeyValue('ArrowRight', 20, range)).toBe(25);
    expect(sliderKeyValue('ArrowUp', 20, range)).toBe(25);
    expect(sliderKeyValue('ArrowLeft', 20, range)).toBe(15);
    expect(sliderKeyValue('ArrowDown', 20, range)).toBe(15);
  });

  it('moves by a page with Page Up and Page Down, to the ends with Home and End', () => {
    expect(sliderKeyValue('PageUp', 20, range)).toBe(30);
    expect(sliderKeyValue('PageDown', 20, range)).toBe(10);
    expect(sliderKeyValue('Home', 20, range)).toBe(0);
    expect(sliderKeyValue('End', 20, range)).toBe(60);
  });

  it('stays within the range and ignores other keys', () => {
    expect(sliderKeyValue('ArrowRight', 58, range)).toBe(60);
    expect(sliderKeyValue('PageDown', 3, range)).toBe(0);
    expect(sliderKeyValue('Enter', 20, range)).toBeNull();
    expect(sliderKeyValue('a', 20, range)).toBeNull();
  });
});

describe('fractionAt', () => {
  it('is the share of the track before the pointer, clamped', () => {
    expect(fractionAt(150, 100, 200)).toBe(0.25);
    expect(fractionAt(50, 100, 200)).toBe(0);
    expect(fractionAt(400, 100, 200)).toBe(1);
  });

  it('counts from the bottom on a vertical track, and is 0 on a track of no length', () => {
    expect(fractionAt(150, 100, 200, true)).toBe(0.75);
    expect(fractionAt(150, 100, 0)).toBe(0);
  });
});

describe('times', () => {
  it('formats m:ss, and h:mm:ss from an hour on; unknown lengths read 0:00', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });

  it('says times in words for screen readers', () => {
    expect(spokenTime(0)).toBe('0 seconds');
    expect(spokenTime(1)).toBe('1 second');
    expect(spokenTime(65)).toBe('1 minute 5 seconds');
    expect(spokenTime(7260)).toBe('2 hours 1 minute');
  });
});

describe('volumeFraction', () => {
  it('takes fractions as they are, numbers above 1 as percentages, and clamps', () => {
    expect(volumeFraction(0.8)).toBe(0.8);
    expect(volumeFraction(1)).toBe(1);
    expect(volumeFraction(40)).toBe(0.4);
    expect(volumeFraction(250)).toBe(1);
    expect(volumeFraction(-1)).toBe(0);
  });
});
