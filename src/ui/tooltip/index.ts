export { type TooltipConfig } from './controller';
export { type TooltipPosition } from './logic';
export { useTooltip } from './use-tooltip';
export { type TriggerMode } from './logic';
