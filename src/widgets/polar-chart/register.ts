import type { Register } from '../../ui/chart';

export const register: Register = ({ Chart, PolarAreaController, ArcElement, RadialLinearScale, Tooltip, Legend, Title }) =>
  Chart.register(PolarAreaController, ArcElement, RadialLinearScale, Tooltip, Legend, Title);
