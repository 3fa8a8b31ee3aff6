export { canFold, createFold, type Fold } from './fold';
