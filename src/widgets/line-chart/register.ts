import type { Register } from '../../ui/chart';

// Filler draws the area under a line whose dataset says `fill`.
export const register: Register = ({ Chart, LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip, Legend, Title }) =>
  Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip, Legend, Title);
