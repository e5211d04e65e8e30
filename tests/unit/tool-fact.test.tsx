import React from 'react';
import {render} from '@testing-library/react';
import ToolFact from '@site/src/components/ToolFact';
import {minimumNode, TOOL_FACTS, toolFactText, type ToolFactKind, type ToolKey} from '@site/src/data/toolFacts';
import ContentLanguage from '@site/src/components/ContentLanguage';
import {SiteWrapper} from './render';
import deCode from '../../i18n/de/code.json';

// translate() reads this object on every call: empty for English, filled with i18n/de/code.json for German.
jest.mock('@generated/codeTranslations', () => ({__esModule: true, default: {}}));
const mockCodeTranslations = (jest.requireMock('@generated/codeTranslations') as {default: Record<string, string>})
  .default;

/** The translations plugin's data: /docs/translated has a German version, /docs/untranslated has none. */
const translations = {locales: {de: {translated: ['/docs/translated'], outdated: [], generated: []}}};

/** `page`: render the fact inside that docs page's content (untranslated: English text under the German interface). */
function text(tool: ToolKey, fact: ToolFactKind, locale: 'en' | 'de', page?: 'translated' | 'untranslated'): string {
  for (const key of Object.keys(mockCodeTranslations)) delete mockCodeTranslations[key];
  if (locale === 'de') {
    for (const [id, entry] of Object.entries(deCode as Record<string, {message: string}>)) {
      mockCodeTranslations[id] = entry.message;
    }
  }
  const {container, unmount} = render(
    page ? (
      <SiteWrapper locale={locale} path={`/de/docs/${page}`} globalData={{translations}}>
        <ContentLanguage>
          <ToolFact tool={tool} fact={fact} />
        </ContentLanguage>
      </SiteWrapper>
    ) : (
      <SiteWrapper locale={locale}>
        <ToolFact tool={tool} fact={fact} />
      </SiteWrapper>
    ),
  );
  const result = container.textContent ?? '';
  unmount();
  return result;
}

const TOOLS = Object.keys(TOOL_FACTS) as ToolKey[];
const FACTS: ToolFactKind[] = ['node', 'npm', 'version', 'package', 'released', 'typescript', 'typesNode'];

/** Every fact a tool has (a tool without an open-ended Node.js range or compiler facts has no such fact). */
function factsOf(tool: ToolKey): ToolFactKind[] {
  return FACTS.filter((fact) => {
    try {
      toolFactText(tool, fact);
      return true;
    } catch {
      return false;
    }
  });
}

describe('<ToolFact>', () => {
  it('renders in English exactly the text toolFactText gives', () => {
    for (const tool of TOOLS) {
      for (const fact of factsOf(tool)) expect(text(tool, fact, 'en')).toBe(toolFactText(tool, fact));
    }
  });

  it('renders the facts in German on German pages', () => {
    const node = minimumNode(TOOL_FACTS.cli.engines.node);
    expect(text('cli', 'node', 'de')).toBe(`Node.js ${node} oder neuer`);
    expect(text('generator', 'npm', 'de')).toBe(`npm ${minimumNode(TOOL_FACTS.generator.engines.npm)} oder neuer`);
    expect(text('cli', 'npm', 'de')).toBe('jedes npm, das mit diesem Node.js ausgeliefert wird');
    // A German date: day, month name, year ("23. September 2026").
    expect(text('cli', 'released', 'de')).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    expect(text('cli', 'version', 'de')).toBe(TOOL_FACTS.cli.version);
    expect(text('cli', 'package', 'de')).toBe('@asyncapi/cli');
    expect(text('glee', 'typescript', 'de')).toBe(toolFactText('glee', 'typescript'));
  });

  it('stays English inside an untranslated page under the German interface, like the text around it', () => {
    const node = minimumNode(TOOL_FACTS.cli.engines.node);
    expect(text('cli', 'node', 'de', 'untranslated')).toBe(`Node.js ${node} or later`);
    expect(text('cli', 'npm', 'de', 'untranslated')).toBe('any npm that ships with that Node.js');
    expect(text('cli', 'released', 'de', 'untranslated')).toBe(toolFactText('cli', 'released'));
    // A translated page's fact is German.
    expect(text('cli', 'node', 'de', 'translated')).toBe(`Node.js ${node} oder neuer`);
  });
});
