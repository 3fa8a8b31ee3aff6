import { useMediaQuery } from '../use-media-query';

/** A device whose main pointer is a finger (no hover, coarse): where a volume control is usually the hardware's. */
export function useTouchOnly(): boolean {
  return useMediaQuery('(hover: none) and (pointer: coarse)');
}
