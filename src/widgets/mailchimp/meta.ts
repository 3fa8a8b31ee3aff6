import type { WidgetMeta } from '../../api-types';

// Nothing happens until the visitor submits, so the code can wait until the form is seen.
export default { types: ['ha-mailchimp'], trigger: 'visible' } satisfies WidgetMeta;
