import { defineWidget } from '../../runtime/define';
import { ImageGrid } from './ImageGrid';
import { imageGridSchema } from './settings';
import './image-grid.css';

export default defineWidget({
  pattern: 'enhance',
  schema: imageGridSchema,
  Component: ImageGrid,
});
