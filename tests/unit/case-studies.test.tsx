import React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import {screen} from '@testing-library/react';
import {renderWithSite} from './render';
import CaseStudy from '@site/src/components/CaseStudy';
import CaseStudyCard from '@site/src/components/CaseStudyCard';
import {adopters, caseStudies, findCaseStudy, type CaseStudy as CaseStudyData} from '@site/src/data/caseStudies';
import {checkCaseStudies} from '@site/plugins/data-checks/caseStudies';
import {splitInlineCode} from '@site/src/lib/inlineCode';

jest.mock('@docusaurus/Link', () => require('./lib/mockLink'));

describe('case study data', () => {
  it('passes the schema check', () => {
    expect(checkCaseStudies()).toEqual([]);
  });

  it('has the three published case studies', () => {
    expect(caseStudies.map(({id}) => id)).toEqual(['adeo', 'hdi', 'transfergo']);
  });

  it('has a page file for every case study', () => {
    for (const {id} of caseStudies) {
      const file = path.join(__dirname, '../../src/pages/casestudies', `${id}.tsx`);
      expect(fs.readFileSync(file, 'utf8')).toContain(`id="${id}"`);
    }
  });

  it('reports broken entries', () => {
    const broken = {
      ...caseStudies[0],
      id: 'Bad Id',
      company: {...caseStudies[0].company, website: 'adeo.com'},
      solution: [],
    };
    const problems = checkCaseStudies(
      [broken as CaseStudyData, broken as CaseStudyData],
      [
        {company: 'Zeta', summary: 'x', resources: []},
        {company: 'Alpha', summary: 'y', resources: [{title: 'T', url: 'https://example.org'}], caseStudy: 'nope'},
      ],
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'case study "Bad Id": id must be lower-case letters, digits and dashes',
        'case study "Bad Id": duplicate id',
        'case study "Bad Id": invalid website',
        'case study "Bad Id": solution is missing',
        'adopter "Zeta": no public resource',
        'adopter "Alpha": adopters must be in alphabetical order',
        'adopter "Alpha": unknown case study "nope"',
      ]),
    );
  });

  it('lists every adopter once', () => {
    const names = adopters.map(({company}) => company);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('splitInlineCode', () => {
  it('splits backticked code from text', () => {
    expect(splitInlineCode('use `schemaFormat` and `$ref`.')).toEqual([
      {code: false, text: 'use '},
      {code: true, text: 'schemaFormat'},
      {code: false, text: ' and '},
      {code: true, text: '$ref'},
      {code: false, text: '.'},
    ]);
  });

  it('keeps a lone backtick as text', () => {
    expect(splitInlineCode('a ` b')).toEqual([{code: false, text: 'a ` b'}]);
  });
});

describe('CaseStudy component', () => {
  it('renders the company as the only h1 and every section', () => {
    renderWithSite(<CaseStudy study={findCaseStudy('hdi')!} />, {path: '/casestudies/hdi'});
    const h1s = screen.getAllByRole('heading', {level: 1});
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('HDI Global SE');
    for (const name of [
      'The challenge',
      'The solution',
      'Architecture',
      'Message schemas',
      'How AsyncAPI is used',
      'Tools',
      'Resources',
    ]) {
      expect(screen.getByRole('heading', {level: 2, name})).toBeInTheDocument();
    }
    expect(screen.getByRole('link', {name: 'AsyncAPI CLI'})).toHaveAttribute('href', 'https://github.com/asyncapi/cli');
  });

  it('renders backticked text as code', () => {
    const {container} = renderWithSite(<CaseStudy study={findCaseStudy('adeo')!} />);
    const codes = Array.from(container.querySelectorAll('code')).map((node) => node.textContent);
    expect(codes).toEqual(expect.arrayContaining(['schemaFormat', '$ref', 'REPLY_TOPIC']));
  });

  it('shows internal tools without a link', () => {
    renderWithSite(<CaseStudy study={findCaseStudy('transfergo')!} />);
    expect(screen.getByText('API Guardian (internal tool)').closest('a')).toBeNull();
  });
});

describe('CaseStudyCard', () => {
  it('links to the case study page', () => {
    renderWithSite(<CaseStudyCard study={findCaseStudy('transfergo')!} />);
    expect(screen.getByRole('link', {name: 'TransferGo'})).toHaveAttribute('href', '/casestudies/transfergo');
  });
});
