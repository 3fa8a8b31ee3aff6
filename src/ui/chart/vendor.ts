// The Chart.js pieces the five chart widgets use, loaded as one chunk of its own (see adapter.ts);
// each widget registers only what its chart type needs (register.ts in its folder).
export {
  animator,
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Title,
  Tooltip,
} from 'chart.js';
export { getMaximumSize, toFont } from 'chart.js/helpers';
