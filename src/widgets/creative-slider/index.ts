// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import '../../ui/round-control.css';
import './creative-slider.css';
import { defineWidget } from '../../runtime';
import '../../ui/visually-hidden.css';
import { CreativeSlider } from './CreativeSlider';
import './creative-slider.css';
import { creativeSliderSchema } from './settings';

export default defineWidget({
  requires: '.ha-creative-slider-container',
  schema: creativeSliderSchema,
  Component: CreativeSlider,
});
