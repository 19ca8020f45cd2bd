export * from './colour.ts';
export * from './icon.ts';
export * from './ids.ts';
export * from './image.ts';
export * from './link.ts';
export * from './references.ts';
export * from './text.ts';
export * from './card.ts';
