// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/disclosure/disclosure.css';
import type { WidgetProps } from '../../api-types';
import { defineWidget } from '../../runtime';
import { useDisclosure, type DisclosureOptions } from '../../ui/disclosure';
import { accordionSchema, type AccordionSettings } from './settings';

const options: DisclosureOptions = { block: 'ha-accordion', multiple: false };

/**
 * One item open at a time; the open item's title closes it again. Like the add-on, an item opens on
 * load (on the live site too) when the server printed none open.
 */
function Accordion(props: WidgetProps<AccordionSettings>) {
  useDisclosure(props, options, props.settings.activeItemIndex || 1);
  return null;
}

export default defineWidget({ requires: '.ha-accordion__wrapper', schema: accordionSchema, Component: Accordion });
