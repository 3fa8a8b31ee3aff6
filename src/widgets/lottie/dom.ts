// The seed's markup: `.ha-lottie-wrapper` > `.ha-lottie-animation` (the box the player draws in,
// with the animation's name as `aria-label`, or none when it is decoration).

export function findLottieBox(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>('.ha-lottie-animation');
}
