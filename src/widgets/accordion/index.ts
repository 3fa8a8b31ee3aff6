import type { WidgetProps } from '../../api-types';
import { defineWidget } from '../../runtime/define';
import { useDisclosure, type DisclosureOptions } from '../../ui/disclosure/use-disclosure';

const options: DisclosureOptions = { block: 'ha-accordion', multiple: false };

/** One item open at a time; the open item's title closes it again. */
function Accordion(props: WidgetProps<unknown>) {
  useDisclosure(props, options);
  return null;
}

export default defineWidget({ pattern: 'adopt', Component: Accordion });
