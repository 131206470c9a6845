export { EmptyState, type EmptyStateProps, type EmptyStateTitleLevel } from './EmptyState.tsx';
