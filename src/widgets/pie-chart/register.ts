import type { Register } from '../../ui/chart';

// The widget draws a pie or, with a cutout, a doughnut.
export const register: Register = ({ Chart, PieController, DoughnutController, ArcElement, Tooltip, Legend, Title }) =>
  Chart.register(PieController, DoughnutController, ArcElement, Tooltip, Legend, Title);
