// Shared pieces of the positioned grid widgets (justified gallery, image grid).
export { findGrid, isUnnamedLink, measure, shownItems, type Box, type GridDom, type GridItem, type GridParts } from './dom';
export { useGridBox, useImageLoads, usePreparedGrid, useReadyWhenPlaced } from './use-grid';
