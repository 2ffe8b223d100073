/** Reference data is built once and served from memory: the first build against a cached answer. */
import { createReferenceService, loadCountries } from '../apps/server/src/modules/reference/reference.service.js';
import { report, timeIt } from './measure.js';

const build = await timeIt(3, () => loadCountries().then((c) => JSON.stringify({ data: { countries: c } })));
const service = createReferenceService();
await service.countries();
const cached = await timeIt(200, () => service.countries());
report('reference-countries', { label: 'build and serialise', ms: build }, { label: 'cached body', ms: cached });
