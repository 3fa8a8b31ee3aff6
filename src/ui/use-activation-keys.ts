import { isActivationKey } from './keys';
import { useEvent } from './use-event';

/** Enter and Space on a printed control that is not a button (a `div` the add-on prints) do `run`. */
export function useActivationKeys(target: HTMLElement | null | undefined, run: () => void, report: (error: unknown) => void): void {
  useEvent(
    target,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      run();
    },
    report,
  );
}
