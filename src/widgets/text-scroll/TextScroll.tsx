import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { reducedMotion } from '../../services/device';
import { createRestorer } from '../../ui/restorer';
import { findText, spokenText } from './dom';
import type { TextScrollSettings } from './settings';
import { startLate } from '../../ui/start-late';

/**
 * The add-on's text scroll effects on its printed text: split into lines and words, the text lights
 * up (highlight) or is uncovered (mask) line by line as the visitor scrolls through it. Assistive
 * technology reads a plain copy once, never the pieces. The text stays as printed with reduced motion
 * and in the editor.
 */
export function TextScroll({ container, settings, env }: WidgetProps<TextScrollSettings>) {
  const text = useMemo(() => findText(container), [container]);
  const reduce = useStore(reducedMotion);
  const moves = !!text && !reduce && !env.editMode && spokenText(text) !== '';

  useEffect(() => {
    if (!moves || !text) return;
    const restorer = createRestorer();
    const spoken = restorer.create('span', 'ha-visually-hidden');
    spoken.textContent = spokenText(text);
    text.before(spoken);
    restorer.attr(text, 'aria-hidden', 'true');
    // Ready once the text is split and in its first state.
    const stop = startLate(
      () => import('./scroll').then(({ startTextScroll }) => () => startTextScroll(text, { type: settings.text_scroll_type, dim: settings.text_scroll_highlight_opacity })),
      env,
    );
    return () => {
      stop();
      restorer.restore();
    };
  }, [moves, text, settings.text_scroll_type, settings.text_scroll_highlight_opacity]);

  return null;
}
