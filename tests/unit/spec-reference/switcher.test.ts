/** @jest-environment node */
import {SPEC_VERSIONS, switchTarget} from '@site/src/components/SpecVersionSwitcher';
import {renderDirective, specPageAnchors} from '@site/plugins/spec-reference/directives';
import {EXPLORER_PAGES, LATEST_REDIRECTS, LATEST_VERSION, SPEC_PAGES} from '@site/plugins/spec-reference/links';

const anchors = {
  '/docs/reference/specification/v3.1.0': ['channelObject', 'channelObject-address', 'changes'],
  '/docs/reference/specification/v2.x': ['channelsObject'],
};

describe('switchTarget', () => {
  it('keeps the reader on the same object or field when the target page has it', () => {
    expect(switchTarget('/docs/reference/specification/v3.1.0', '#channelObject-address', anchors)).toBe(
      '/docs/reference/specification/v3.1.0#channelObject-address',
    );
  });
  it('goes to the top of the target page when it has no such anchor, or without anchor data', () => {
    expect(switchTarget('/docs/reference/specification/v2.x', '#channelObject-address', anchors)).toBe(
      '/docs/reference/specification/v2.x',
    );
    expect(switchTarget('/docs/reference/specification/v3.1.0', '#channelObject', undefined)).toBe(
      '/docs/reference/specification/v3.1.0',
    );
    expect(switchTarget('/docs/reference/specification/v3.1.0', '', anchors)).toBe(
      '/docs/reference/specification/v3.1.0',
    );
    expect(switchTarget('/docs/reference/specification/v3.1.0', '#%E0%A4%A', anchors)).toBe(
      '/docs/reference/specification/v3.1.0',
    );
  });
});

describe('versions and latest', () => {
  it('the switcher lists 3.1.0 (current), 3.0.0 and 2.x at the generated pages, with the Explorers of 3.x', () => {
    expect(SPEC_VERSIONS.map((v) => [v.label, v.to, v.explorer])).toEqual([
      ['3.1.0 (current)', SPEC_PAGES['3.1.0'], EXPLORER_PAGES['3.1.0']],
      ['3.0.0', SPEC_PAGES['3.0.0'], EXPLORER_PAGES['3.0.0']],
      ['2.x (2.6.0)', SPEC_PAGES['2.6.0'], undefined],
    ]);
  });
  it('/docs/reference/specification/latest redirects to the newest version, 3.1.0, and latest-explorer to its Explorer', () => {
    expect(LATEST_VERSION).toBe('3.1.0');
    expect(LATEST_REDIRECTS).toEqual([
      {from: '/docs/reference/specification/latest', to: '/docs/reference/specification/v3.1.0'},
      {from: '/docs/reference/specification/latest-explorer', to: '/docs/reference/specification/v3.1.0-explorer'},
    ]);
  });
});

describe('the anchors the switcher keeps', () => {
  it("travel with each specification page (its switcher's prop), for the other versions' pages only", () => {
    for (const version of ['3.1.0', '3.0.0', '2.6.0'] as const) {
      const body = renderDirective('spec-reference', {version});
      const match = /<SpecVersionSwitcher current="[^"]+" anchors=\{(\{.*\})\} \/>/.exec(body);
      expect(match).not.toBeNull();
      const anchors = JSON.parse(match![1]!) as Record<string, string[]>;
      const others = (['3.1.0', '3.0.0', '2.6.0'] as const).filter((other) => other !== version);
      expect(Object.keys(anchors).sort()).toEqual(others.map((other) => SPEC_PAGES[other]).sort());
      for (const other of others) expect(anchors[SPEC_PAGES[other]]).toEqual(specPageAnchors(other));
    }
    expect(specPageAnchors('3.0.0')).toContain('channelObject-address');
    expect(specPageAnchors('2.6.0')).toContain('channelsObject');
  });
});
