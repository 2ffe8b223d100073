/** The account picker's search (platform spec 5.3, 7.1): who the viewer may find, matching what they typed. */
import { type AccountSearchQuery, accountSearchLimit } from '@chalkline/contracts';
import type { Viewer } from '../accounts/viewer.js';
import { narrowScope, searchScopeOf } from './search.policy.js';
import type { SearchRepository } from './search.repository.js';

export function createSearchService(deps: { repo: SearchRepository }) {
  return {
    /** At most `accountSearchLimit` accounts the viewer may pick, by email; grouping is the picker's. */
    async searchAccounts(viewer: Viewer, query: AccountSearchQuery) {
      const scope = narrowScope(searchScopeOf(viewer), query);
      return deps.repo.searchAccounts({ term: query.search, ...scope, limit: accountSearchLimit });
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
