export * from './colour';
export * from './icon';
export * from './ids';
export * from './image';
export * from './link';
export * from './references';
export * from './text';
export * from './card';
