// Enhances the server-printed vertical timeline (see follow.ts for what it does); renders nothing.
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { findTimeline, WRAP } from './dom';
import { followScroll } from './follow';
import type { TimelineSettings } from './settings';

export function Timeline({ container, settings, env }: WidgetProps<TimelineSettings>) {
  const dom = useMemo(() => findTimeline(container), [container]);
  const reduce = useStore(reducedMotion);
  const tree = settings.show_scroll_tree;
  // Reduced motion and the editor: every card shows at once, with no entrance animation.
  const reveal = !reduce && !env.editMode;

  useEffect(() => {
    if (!dom) env.warn(`no ${WRAP} with .ha-timeline-block items found; nothing to do`);
  }, [dom]);

  useEffect(() => {
    if (!dom) return;
    return followScroll(dom, { tree, reveal }, env.report);
  }, [dom, tree, reveal]);

  return null;
}
