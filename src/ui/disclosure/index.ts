export { type DisclosureOptions, useDisclosure } from './use-disclosure';
