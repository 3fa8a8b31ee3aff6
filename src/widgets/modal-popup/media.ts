// Stopping what plays inside a closed popup. An iframe player (YouTube, Vimeo) has no pause the page
// can call, so each player's source is swapped out, which unloads it, and put back a moment later,
// ready to play again; a <video> or <audio> is paused and emptied the same way.

const BLANK = 'about:blank';

/**
 * Swaps out the source of every iframe, video and audio under `root` and puts each back after
 * `delay` ms. Returns what puts them all back at once (for an unmount within the delay).
 */
export function silenceMedia(root: ParentNode, delay: number): () => void {
  const undo: (() => void)[] = [];
  for (const frame of root.querySelectorAll('iframe')) {
    const src = frame.getAttribute('src');
    if (!src || src === BLANK) continue;
    frame.setAttribute('src', BLANK);
    undo.push(() => frame.setAttribute('src', src));
  }
  for (const media of root.querySelectorAll<HTMLMediaElement>('video, audio')) {
    media.pause();
    const sources = [media, ...media.querySelectorAll('source')].filter((el) => el.hasAttribute('src'));
    if (!sources.length) continue;
    const saved = sources.map((el) => [el, el.getAttribute('src')!] as const);
    for (const [el] of saved) el.removeAttribute('src');
    media.load();
    undo.push(() => {
      for (const [el, src] of saved) el.setAttribute('src', src);
      media.load();
    });
  }
  if (!undo.length) return () => {};
  let done = false;
  const restore = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const step of undo) step();
  };
  const timer = setTimeout(restore, delay);
  return restore;
}
