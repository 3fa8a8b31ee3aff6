export { progressbarAttributes } from './logic';
export { ProgressText } from './ProgressText';
export { useProgress } from './use-progress';
export { progressFields } from './settings';
