import { defineWidget } from '../../runtime/define';
import { Hotspots } from './Hotspots';
import { hotspotsSchema } from './settings';
import './hotspots.css';

export default defineWidget({
  pattern: 'enhance',
  schema: hotspotsSchema,
  Component: Hotspots,
});
