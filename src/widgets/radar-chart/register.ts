import type { Register } from '../../ui/chart';

// Filler draws the area inside a series whose dataset says `fill`.
export const register: Register = ({ Chart, RadarController, LineElement, PointElement, RadialLinearScale, Filler, Tooltip, Legend, Title }) =>
  Chart.register(RadarController, LineElement, PointElement, RadialLinearScale, Filler, Tooltip, Legend, Title);
