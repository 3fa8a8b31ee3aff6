// The seed's twelve entrance effects, as data: what each splits the incoming word into and where its
// pieces come from. The leaving word fades up and out the same way for all.
import type { FxName } from './logic';

export interface FxDefinition {
  /** The pieces that move: letters, or the word whole. */
  pieces: 'chars' | 'word';
  /** Where each piece starts (GSAP from-vars). */
  from: Record<string, string | number>;
  /** Seconds between pieces, and from which end they start. */
  stagger: number;
  order?: 'start' | 'center' | 'end' | 'random';
  duration: number;
  ease: string;
}

export const FX: Record<FxName, FxDefinition> = {
  fx1: { pieces: 'chars', from: { autoAlpha: 0, yPercent: 100 }, stagger: 0.03, duration: 0.5, ease: 'power3.out' },
  fx2: { pieces: 'chars', from: { autoAlpha: 0, yPercent: -100 }, stagger: 0.03, duration: 0.5, ease: 'power3.out' },
  fx3: { pieces: 'chars', from: { autoAlpha: 0, rotationX: -90, transformOrigin: '50% 100%' }, stagger: 0.04, duration: 0.6, ease: 'back.out(2)' },
  fx4: { pieces: 'chars', from: { autoAlpha: 0, scale: 0 }, stagger: 0.03, duration: 0.45, ease: 'back.out(3)' },
  fx5: { pieces: 'chars', from: { autoAlpha: 0, filter: 'blur(8px)' }, stagger: 0.03, duration: 0.6, ease: 'power2.out' },
  fx6: { pieces: 'word', from: { autoAlpha: 0, xPercent: -30 }, stagger: 0, duration: 0.6, ease: 'power3.out' },
  fx7: { pieces: 'chars', from: { autoAlpha: 0, yPercent: 60 }, stagger: 0.04, order: 'center', duration: 0.5, ease: 'power2.out' },
  fx8: { pieces: 'chars', from: { autoAlpha: 0, skewX: 40, xPercent: 60 }, stagger: 0.03, duration: 0.5, ease: 'power3.out' },
  fx9: { pieces: 'chars', from: { autoAlpha: 0, rotation: 90, transformOrigin: '0% 100%' }, stagger: 0.04, duration: 0.5, ease: 'power2.out' },
  fx10: { pieces: 'word', from: { clipPath: 'inset(0% 100% 0% 0%)' }, stagger: 0, duration: 0.7, ease: 'power2.inOut' },
  fx11: { pieces: 'chars', from: { autoAlpha: 0 }, stagger: 0.04, order: 'random', duration: 0.4, ease: 'none' },
  fx12: { pieces: 'word', from: { autoAlpha: 0, letterSpacing: '0.6em' }, stagger: 0, duration: 0.8, ease: 'power3.out' },
};

/** How the leaving word goes. */
export const FX_OUT = { autoAlpha: 0, yPercent: -40, duration: 0.35, ease: 'power2.in' } as const;
