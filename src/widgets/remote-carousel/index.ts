import { defineWidget } from '../../runtime';
import { readRemote } from './dom';
import { remoteSchema } from './logic';
import { RemoteCarousel } from './RemoteCarousel';
import './remote-carousel.css';

export default defineWidget({
  pattern: 'enhance',
  schema: remoteSchema,
  read: (_element, container) => readRemote(container),
  Component: RemoteCarousel,
});
