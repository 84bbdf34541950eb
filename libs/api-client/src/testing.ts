export { buildHealthDto } from './lib/testing/health.builders';
