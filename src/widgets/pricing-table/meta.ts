import type { WidgetMeta } from '../../api-types';

// Mounts once a sliver shows: pricing rows can be laid out far wider than the viewport (a real page
// without its stylesheet is), so a visible fraction of 0.5 might never come.
// Its tooltip (and Floating UI) loads only where a feature has one, with the widget's own files.
export default {
  types: ['ha-pricing-table'],
  trigger: 'visible',
  threshold: 0.01,
  optional: { '.ha-pricing-table-feature-tooltip': 'ui/tooltip' },
} satisfies WidgetMeta;
