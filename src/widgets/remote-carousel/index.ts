import './base.css';
import { defineWidget } from '../../runtime';
import { readRemote } from './dom';
import { remoteSchema } from './logic';
import { RemoteCarousel } from './RemoteCarousel';
import './remote-carousel.css';

export default defineWidget({
  requires: '.ha-custom-nav-remote-carousel',
  schema: remoteSchema,
  read: (_element, container) => readRemote(container),
  Component: RemoteCarousel,
});
