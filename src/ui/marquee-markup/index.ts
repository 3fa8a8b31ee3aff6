export * from './dom';
export * from './logic';
export * from './schema';
