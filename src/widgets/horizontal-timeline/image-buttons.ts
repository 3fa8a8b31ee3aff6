// The lightbox triggers the add-on prints are plain divs (`.ha-horizontal-timeline-image[data-mfp-src]`):
// while the lightbox is on they become buttons a keyboard can reach and press. Undone on cleanup.
import { isActivationKey } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';

export function makeImageButtons(triggers: HTMLElement[], report: (error: unknown) => void): () => void {
  const restorer = createRestorer();
  const onKey = (event: KeyboardEvent) => {
    try {
      if (!isActivationKey(event.key) || event.repeat) return;
      event.preventDefault();
      (event.currentTarget as HTMLElement).click();
    } catch (error) {
      report(error);
    }
  };
  for (const trigger of triggers) {
    restorer.attr(trigger, 'role', 'button');
    restorer.attr(trigger, 'tabindex', '0');
    restorer.attr(trigger, 'aria-haspopup', 'dialog');
    if (!trigger.querySelector('img[alt]:not([alt=""])') && !trigger.getAttribute('aria-label')) restorer.attr(trigger, 'aria-label', 'View image');
    trigger.addEventListener('keydown', onKey);
  }
  return () => {
    for (const trigger of triggers) trigger.removeEventListener('keydown', onKey);
    restorer.restore();
  };
}
