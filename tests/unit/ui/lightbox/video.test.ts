import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_RATIO, embedSource, lightboxVideo, videoRatio, withAutoplay } from '../../../../src/ui/lightbox/video';

const BASE = 'https://example.com/page/';
const PRINTED = 'https://www.youtube.com/embed/X86VTT6brIo?feature=oembed&start&end&wmode=opaque&loop=0&controls=1&mute=0&rel=0&modestbranding=0';

describe('the video player shape', () => {
  it('reads each of the page builder aspect-ratio codes', () => {
    expect(videoRatio('169')).toBeCloseTo(16 / 9);
    expect(videoRatio('219')).toBeCloseTo(21 / 9);
    expect(videoRatio('43')).toBeCloseTo(4 / 3);
    expect(videoRatio('32')).toBeCloseTo(3 / 2);
    expect(videoRatio('11')).toBe(1);
    expect(videoRatio('916')).toBeCloseTo(9 / 16);
    expect(videoRatio(916)).toBeCloseTo(9 / 16);
  });

  it('falls back to 16:9 for anything else', () => {
    for (const code of [undefined, null, '', '16:9', '0', 'constructor', '__proto__', {}, [169], NaN]) expect(videoRatio(code)).toBe(DEFAULT_VIDEO_RATIO);
    expect(DEFAULT_VIDEO_RATIO).toBeCloseTo(16 / 9);
  });
});

describe('autoplay on an embed address', () => {
  it('is added after the printed query, which stays as printed', () => {
    expect(withAutoplay(new URL(PRINTED))).toBe(`${PRINTED}&autoplay=1`);
    expect(withAutoplay(new URL('https://player.vimeo.com/video/1'))).toBe('https://player.vimeo.com/video/1?autoplay=1');
  });

  it('replaces a printed autoplay, whatever its value, and keeps the fragment', () => {
    expect(withAutoplay(new URL('https://www.youtube.com/embed/a?autoplay=0&rel=0'))).toBe('https://www.youtube.com/embed/a?rel=0&autoplay=1');
    expect(withAutoplay(new URL('https://www.youtube.com/embed/a?AUTOPLAY&rel=0&autoplay=1'))).toBe('https://www.youtube.com/embed/a?rel=0&autoplay=1');
    expect(withAutoplay(new URL('https://player.vimeo.com/video/7?title=1#t=30s'))).toBe('https://player.vimeo.com/video/7?title=1&autoplay=1#t=30s');
  });
});

describe('which embed addresses are played', () => {
  it('https YouTube and youtube-nocookie embed players', () => {
    expect(embedSource(PRINTED, 'youtube')).toBe(`${PRINTED}&autoplay=1`);
    expect(embedSource('https://youtube.com/embed/abc_-1', 'youtube')).toBe('https://youtube.com/embed/abc_-1?autoplay=1');
    expect(embedSource(' https://www.youtube-nocookie.com/embed/abc ', 'youtube')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(embedSource('https://youtube-nocookie.com/embed/abc', 'youtube')).toBe('https://youtube-nocookie.com/embed/abc?autoplay=1');
  });

  it('https Vimeo players', () => {
    expect(embedSource('https://player.vimeo.com/video/76979871?title=0', 'vimeo')).toBe('https://player.vimeo.com/video/76979871?title=0&autoplay=1');
  });

  it('either provider when no type is given, but only the named one when it is', () => {
    expect(embedSource('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(embedSource('https://www.youtube.com/embed/a')).toBe('https://www.youtube.com/embed/a?autoplay=1');
    expect(embedSource('https://player.vimeo.com/video/1', 'youtube')).toBeNull();
    expect(embedSource('https://www.youtube.com/embed/a', 'vimeo')).toBeNull();
    expect(embedSource('https://www.youtube.com/embed/a', 'dailymotion')).toBeNull();
    expect(embedSource('https://www.youtube.com/embed/a', 'hasOwnProperty')).toBeNull();
  });

  it('refuses anything else: other schemes, hosts, ports, credentials, paths, non-strings', () => {
    const refused = [
      'http://www.youtube.com/embed/a',
      'javascript:alert(1)//www.youtube.com/embed/a',
      'data:text/html,<script>alert(1)</script>',
      'https://www.youtube.com.evil.example/embed/a',
      'https://evil.example/www.youtube.com/embed/a',
      'https://m.youtube.com/embed/a',
      'https://www.youtube.com:8443/embed/a',
      'https://user:pass@www.youtube.com/embed/a',
      'https://www.youtube.com/watch?v=a',
      'https://www.youtube.com/embed/a/../../redirect',
      'https://www.youtube.com/embed/',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/abc',
      '//www.youtube.com/embed/a',
      '/embed/a',
      '',
    ];
    for (const url of refused) expect(embedSource(url, 'youtube') ?? embedSource(url, 'vimeo') ?? embedSource(url), url).toBeNull();
    for (const value of [undefined, null, 42, {}, ['https://www.youtube.com/embed/a']]) expect(embedSource(value)).toBeNull();
  });
});

describe('the video a lightbox action asks for', () => {
  it('an embed player with its ratio', () => {
    expect(lightboxVideo({ type: 'video', videoType: 'youtube', url: PRINTED, modalOptions: { id: 'x', videoAspectRatio: '219' } }, BASE)).toEqual({
      kind: 'embed',
      src: `${PRINTED}&autoplay=1`,
      ratio: 21 / 9,
    });
  });

  it('a hosted file over http(s), relative to the page; 16:9 without modal options', () => {
    expect(lightboxVideo({ videoType: 'hosted', url: '../media/clip.mp4' }, BASE)).toEqual({ kind: 'hosted', src: 'https://example.com/media/clip.mp4', ratio: 16 / 9 });
    expect(lightboxVideo({ videoType: 'hosted', url: 'http://cdn.example.org/a.webm', modalOptions: { videoAspectRatio: '916' } }, BASE)).toEqual({
      kind: 'hosted',
      src: 'http://cdn.example.org/a.webm',
      ratio: 9 / 16,
    });
  });

  it('nothing for a file that is not http(s), or for a refused embed', () => {
    expect(lightboxVideo({ videoType: 'hosted', url: 'javascript:alert(1)' }, BASE)).toBeNull();
    expect(lightboxVideo({ videoType: 'hosted', url: 'data:video/mp4;base64,AAAA' }, BASE)).toBeNull();
    expect(lightboxVideo({ videoType: 'hosted' }, BASE)).toBeNull();
    expect(lightboxVideo({ videoType: 'youtube', url: 'https://evil.example/embed/a' }, BASE)).toBeNull();
    expect(lightboxVideo({ videoType: 'videopress', url: 'https://videopress.com/embed/a' }, BASE)).toBeNull();
    expect(lightboxVideo({ videoType: 'youtube', url: PRINTED, modalOptions: 'bad' }, BASE)?.ratio).toBe(DEFAULT_VIDEO_RATIO);
  });
});
