// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/disclosure/disclosure.css';
import type { WidgetProps } from '../../api-types';
import { defineWidget } from '../../runtime';
import { useDisclosure, type DisclosureOptions } from '../../ui/disclosure';

const options: DisclosureOptions = { block: 'ha-toggle', multiple: true };

/** Every item opens and closes on its own. Only in the editor does item 1 open on load, as in the add-on. */
function Toggle(props: WidgetProps<unknown>) {
  useDisclosure(props, options, props.env.editMode ? 1 : 0);
  return null;
}

export default defineWidget({ requires: '.ha-toggle__wrapper', Component: Toggle });
