export { bodiesOf, cellsOf, headOf, planBody, rowsOf, sectionGrid, snapshotChildren, tableLabel, wrapIn } from './dom';
export { useScrollRegion } from './scroll';
export { columnOwners, type Grid } from './grid';
