import './base.css';
import '../../ui/menu/menu.css';
import './nav-menu.css';
import { useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { defineWidget } from '../../runtime';
import { megaPanelWidth, useNavMenu, type MenuOptions } from '../../ui/menu';
import { findNavMenu } from './dom';

// enhance: the printed menu keeps its markup; mega panels (templates that may hold widgets) are
// shown and hidden in place. The burger layout itself is the add-on's stylesheet's, by breakpoint.
function NavMenu({ container, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findNavMenu(container), [container]);
  const options = useMemo<MenuOptions>(
    () => ({
      narrowQuery: `(max-width: ${dom?.breakpoint ?? 1024}px)`,
      panelOpenClass: 'ha-dropdown-open',
      onePage: dom?.onePage ?? false,
      layout(narrow, restorer) {
        // A mega panel's width (data-vertical-menu) holds on desktop only, as the add-on set it.
        for (const { item, panel } of dom?.submenus ?? []) {
          const width = item.classList.contains('ha-megamenu-has') ? megaPanelWidth(item.getAttribute('data-vertical-menu')) : null;
          if (width) restorer.style(panel, 'width', narrow ? '' : width);
        }
      },
    }),
    [dom],
  );
  useNavMenu(env, dom, options);
  return null;
}

export default defineWidget({ requires: '.ha-wid-con .ha-navbar-nav', Component: NavMenu });
