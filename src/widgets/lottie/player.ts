// lottie-web's light builds, one per renderer, each a chunk of its own loaded only by a page whose
// animation uses it. The light builds leave out expressions, which lottie-web evaluates with eval:
// the runtime must run under a strict Content-Security-Policy, and expressions are rare in the
// animations such sites use. Each light build is also a third smaller than the full player.
import type { LottiePlayer } from 'lottie-web';

const loaders: Record<'svg' | 'canvas' | 'html', () => Promise<{ default: unknown }>> = {
  svg: () => import('lottie-web/build/player/lottie_light'),
  canvas: () => import('lottie-web/build/player/lottie_light_canvas'),
  html: () => import('lottie-web/build/player/lottie_light_html'),
};

export async function loadPlayer(renderer: 'svg' | 'canvas' | 'html'): Promise<LottiePlayer> {
  return (await loaders[renderer]()).default as LottiePlayer;
}
