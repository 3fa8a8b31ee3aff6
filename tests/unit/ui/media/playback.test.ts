// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { announcePlay, claimPlayback, joinPlayback, MEDIA_PLAY_EVENT, type MediaPlayDetail } from '../../../../src/ui/media/playback';
import { readSource, mediaTitle } from '../../../../src/ui/media/source';

const player = (playing: boolean) => ({ playing: () => playing, pause: vi.fn() });

describe('one player at a time', () => {
  it('a start pauses every other player that plays, and no player that left', () => {
    const a = player(true);
    const b = player(true);
    const c = player(false);
    const gone = player(true);
    const leaves = [joinPlayback(a), joinPlayback(b), joinPlayback(c), joinPlayback(gone)];
    leaves[3]();
    claimPlayback(a);
    expect(a.pause).not.toHaveBeenCalled();
    expect(b.pause).toHaveBeenCalledTimes(1);
    expect(c.pause).not.toHaveBeenCalled();
    expect(gone.pause).not.toHaveBeenCalled();
    for (const leave of leaves) leave();
  });
});

describe('ha:media-play', () => {
  it('bubbles from the widget to the document with what played', () => {
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    const seen: MediaPlayDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<MediaPlayDetail>).detail);
    document.addEventListener(MEDIA_PLAY_EVENT, listener);
    const detail: MediaPlayDetail = { type: 'ha-video-player', id: 'a1', kind: 'video', provider: 'youtube', source: 'dQw4w9WgXcQ', title: 'Keynote' };
    announcePlay(wrapper, detail);
    document.removeEventListener(MEDIA_PLAY_EVENT, listener);
    wrapper.remove();
    expect(seen).toEqual([detail]);
  });
});

describe('reading the source out of the markup', () => {
  const html = (markup: string) => {
    const host = document.createElement('div');
    host.innerHTML = markup;
    return host.firstElementChild as HTMLElement;
  };

  it('a media element plays itself; a placeholder names its provider and video as Plyr prints them', () => {
    const video = html('<video src="/a.webm" title="Clip"></video>');
    expect(readSource(video)).toEqual({ media: video });
    const youtube = html('<div data-plyr-provider="youtube" data-plyr-embed-id="https://youtu.be/dQw4w9WgXcQ"></div>');
    expect(readSource(youtube)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', host: youtube });
    const vimeo = html('<div data-plyr-provider="vimeo" data-plyr-embed-id="76979871"></div>');
    expect(readSource(vimeo)).toEqual({ provider: 'vimeo', id: '76979871', host: vimeo });
  });

  it('nothing playable when the placeholder names nothing or the wrong provider', () => {
    expect(readSource(html('<div></div>'))).toBeNull();
    expect(readSource(html('<div data-plyr-provider="vimeo" data-plyr-embed-id="https://youtu.be/dQw4w9WgXcQ"></div>'))).toBeNull();
    expect(readSource(html('<div data-plyr-provider="dailymotion" data-plyr-embed-id="x7"></div>'))).toBeNull();
  });

  it('the title comes from the label, the title or data-title, else the kind', () => {
    expect(mediaTitle(html('<video aria-label="A" title="B"></video>'), 'video')).toBe('A');
    expect(mediaTitle(html('<video title=" B "></video>'), 'video')).toBe('B');
    expect(mediaTitle(html('<div data-title="C"></div>'), 'video')).toBe('C');
    expect(mediaTitle(html('<audio></audio>'), 'audio')).toBe('audio');
  });
});

describe('the players behind one interface', () => {
  it('a state cell tells its listeners about changes only', async () => {
    const { stateCell } = await import('../../../../src/ui/media/player');
    const cell = stateCell({ muted: true });
    const heard = vi.fn();
    const stop = cell.subscribe(heard);
    expect(cell.get()).toMatchObject({ paused: true, muted: true, volume: 1, time: 0 });
    cell.set({ muted: true });
    expect(heard).not.toHaveBeenCalled();
    cell.set({ paused: false, time: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(cell.get()).toMatchObject({ paused: false, time: 2 });
    stop();
    cell.set({ paused: true });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a native element: the state is read from it and its events reach the listeners', async () => {
    const { nativePlayer } = await import('../../../../src/ui/media/player');
    const video = document.createElement('video');
    const player = nativePlayer(video);
    const heard = vi.fn();
    const stop = player.subscribe(heard);
    player.setVolume(0.4);
    player.setMuted(true);
    video.dispatchEvent(new Event('volumechange'));
    expect(heard).toHaveBeenCalled();
    expect(player.state()).toMatchObject({ volume: 0.4, muted: true, paused: true, duration: 0 });
    stop();
  });
});
