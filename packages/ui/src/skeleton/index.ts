export { Skeleton, SkeletonGroup, SkeletonText } from './skeleton.js';
export type { SkeletonProps, SkeletonGroupProps } from './skeleton.js';
