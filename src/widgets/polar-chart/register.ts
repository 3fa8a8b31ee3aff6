import type { Register } from '../../ui/chart/adapter';

export const register: Register = ({ Chart, PolarAreaController, ArcElement, RadialLinearScale, Tooltip, Legend, Title }) =>
  Chart.register(PolarAreaController, ArcElement, RadialLinearScale, Tooltip, Legend, Title);
