import './base.css';
import '../../ui/menu/menu.css';
import { useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { defineWidget } from '../../runtime';
import { belowQuery, MENU_BREAKPOINTS, useNavMenu, type MenuOptions } from '../../ui/menu';
import { BURGER_CLASS, DESKTOP_CLASS, findNavigationMenu } from './dom';

const NARROW = belowQuery(MENU_BREAKPOINTS.mobile);

// enhance: the printed menu keeps its markup. Below 768 px the add-on swapped the nav's layout class.
function NavigationMenu({ container, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findNavigationMenu(container), [container]);
  const options = useMemo<MenuOptions>(
    () => ({
      narrowQuery: NARROW,
      onePage: true,
      layout(narrow, restorer) {
        if (!dom) return;
        restorer.toggle(dom.root, DESKTOP_CLASS, !narrow);
        restorer.toggle(dom.root, BURGER_CLASS, narrow);
      },
    }),
    [dom],
  );
  useNavMenu(env, dom, options);
  return null;
}

export default defineWidget({ requires: '.ha-nav-menu ul.menu', Component: NavigationMenu });
