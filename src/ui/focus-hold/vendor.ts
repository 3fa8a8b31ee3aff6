export { createFocusTrap } from 'focus-trap';
