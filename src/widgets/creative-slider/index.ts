// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import '../../ui/visually-hidden.css';
import '../../ui/round-control.css';
import './creative-slider.css';
import { defineWidget } from '../../runtime';
import '../../ui/visually-hidden.css';
import { CreativeSlider } from './CreativeSlider';
import './creative-slider.css';
import { creativeSliderSchema } from './settings';

export default defineWidget({
  pattern: 'enhance',
  schema: creativeSliderSchema,
  Component: CreativeSlider,
});
