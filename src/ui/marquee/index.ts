export { Marquee } from './Marquee';
