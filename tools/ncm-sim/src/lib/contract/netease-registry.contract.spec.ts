import { NETEASE_RESPONSE_SCHEMAS } from '@cadenza/contract';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import { neteaseRoutes } from '../netease/netease-routes';
import { SimWorld } from '../sim-world';
import { NETEASE_CONTRACT_DOMAINS } from './contract-routes';

// Registry completeness: the routes the contract specs exercise are exactly the NetEase routes
// that have a response schema, so a new schema without a contract test (or a test of a route
// without a schema) fails here.

describe('the NetEase contract specs cover the schema registry', () => {
  const covered = Object.values(NETEASE_CONTRACT_DOMAINS).flat();

  it('the routes exercised equal Object.keys(NETEASE_RESPONSE_SCHEMAS)', () => {
    expect([...new Set(covered)].sort()).toEqual(Object.keys(NETEASE_RESPONSE_SCHEMAS).sort());
  });

  it('no route belongs to two domains', () => {
    expect(covered).toHaveLength(new Set(covered).size);
  });
});

describe('the simulator serves exactly the routes that have a schema', () => {
  it('every NetEase route of the simulator has a response schema, and every schema a route', () => {
    const world = new SimWorld(generateCatalogue(1));
    expect(Object.keys(neteaseRoutes(world)).sort()).toEqual(
      Object.keys(NETEASE_RESPONSE_SCHEMAS).sort(),
    );
  });
});
