import {interceptDocusaurusGlobal, withoutViewportPrefetch} from '@site/src/clientModules/intentPrefetch';

type Api = Window['docusaurus'];

function fakeApi() {
  const calls: string[] = [];
  const api: Api = {
    prefetch: (url) => {
      calls.push(`prefetch ${url}`);
      return Promise.resolve([]);
    },
    preload: (url) => {
      calls.push(`preload ${url}`);
      return Promise.resolve([]);
    },
  };
  return {api, calls};
}

describe('intent-only prefetching', () => {
  it('turns the viewport prefetch into a no-op and keeps preload', async () => {
    const {api, calls} = fakeApi();
    const wrapped = withoutViewportPrefetch(api);
    expect(wrapped.prefetch('/docs/reference/specification/v3.0.0')).toBe(false);
    await wrapped.preload('/docs/concepts');
    expect(calls).toEqual(['preload /docs/concepts']);
    expect(Object.isFrozen(wrapped)).toBe(true);
  });

  it('wraps the object Docusaurus assigns after the client modules ran', async () => {
    const target: {docusaurus?: Api} = {};
    interceptDocusaurusGlobal(target);
    expect(target.docusaurus).toBeUndefined();
    const {api, calls} = fakeApi();
    target.docusaurus = api; // what @docusaurus/core's clientEntry does
    expect(target.docusaurus).not.toBe(api);
    expect(target.docusaurus?.prefetch('/blog')).toBe(false);
    await target.docusaurus?.preload('/blog');
    expect(calls).toEqual(['preload /blog']);
  });

  it('wraps an object that was already there', () => {
    const {api, calls} = fakeApi();
    const target: {docusaurus?: Api} = {docusaurus: api};
    interceptDocusaurusGlobal(target);
    expect(target.docusaurus?.prefetch('/tools')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('is installed on window by the client module', () => {
    const {api, calls} = fakeApi();
    window.docusaurus = api;
    expect(window.docusaurus.prefetch('/community')).toBe(false);
    expect(calls).toEqual([]);
  });
});
