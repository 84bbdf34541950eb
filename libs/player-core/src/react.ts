export { useStoreSelector } from './react/use-store-selector';
