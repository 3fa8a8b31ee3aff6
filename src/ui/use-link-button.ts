import { isActivationKey } from './keys';
import { useEvent } from './use-event';

/**
 * Links inside `container` matching `selector` that act as buttons (a shop's quick view, its add to
 * cart): a click, or Space (Enter already clicks a link), runs `run` with the link instead of following it.
 */
export function useLinkButtons(container: HTMLElement, selector: string, run: (link: HTMLElement) => void, report: (error: unknown) => void): void {
  const linkOf = (event: Event): HTMLElement | null => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    return target && container.contains(target) ? target : null;
  };
  const handle = (event: Event) => {
    const link = linkOf(event);
    if (!link) return;
    event.preventDefault();
    run(link);
  };
  useEvent(container, 'click', handle, report);
  useEvent(container, 'keydown', (event) => isActivationKey(event.key) && event.key !== 'Enter' && handle(event), report);
}
