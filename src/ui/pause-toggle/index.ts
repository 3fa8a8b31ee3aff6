export { PauseToggle } from './PauseToggle';
