import { defineWidget } from '../../runtime/define';
import '../../ui/visually-hidden.css';
import { CreativeSlider } from './CreativeSlider';
import './creative-slider.css';
import { creativeSliderSchema } from './settings';

export default defineWidget({
  pattern: 'enhance',
  schema: creativeSliderSchema,
  Component: CreativeSlider,
});
