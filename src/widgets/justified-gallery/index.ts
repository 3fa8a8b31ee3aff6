import { defineWidget } from '../../runtime/define';
import { JustifiedGallery } from './JustifiedGallery';
import { gallerySchema } from './settings';
import './justified-gallery.css';

export default defineWidget({
  pattern: 'enhance',
  schema: gallerySchema,
  Component: JustifiedGallery,
});
