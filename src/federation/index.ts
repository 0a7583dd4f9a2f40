export { federationSubgraph } from './subgraph.ts';
