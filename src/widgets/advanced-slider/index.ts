import './advanced-slider.css';
import { defineWidget } from '../../runtime/define';
import { AdvancedSlider } from './AdvancedSlider';
import { sliderSchema } from './settings';

export default defineWidget({
  // Adopt: a slide may hold a page-builder template with other widgets, so slides are only moved.
  pattern: 'adopt',
  schema: sliderSchema,
  Component: AdvancedSlider,
});
