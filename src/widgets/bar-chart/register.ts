import type { Register } from '../../ui/chart';

// Vertical and horizontal bars share the controller; indexAxis picks the direction.
export const register: Register = ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend, Title }) =>
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend, Title);
