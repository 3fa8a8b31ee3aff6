import type { WidgetProps } from '../../api-types';
import { defineWidget } from '../../runtime/define';
import { useDisclosure, type DisclosureOptions } from '../../ui/disclosure/use-disclosure';

const options: DisclosureOptions = { block: 'ha-toggle', multiple: true };

/** Every item opens and closes on its own. */
function Toggle(props: WidgetProps<unknown>) {
  useDisclosure(props, options);
  return null;
}

export default defineWidget({ pattern: 'adopt', Component: Toggle });
