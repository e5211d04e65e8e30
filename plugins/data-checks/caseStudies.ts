/** The checks of src/data/caseStudies and src/data/adopters that relate entries to each other (run by the unit tests and the build). */
import {adopters, caseStudies, type Adopter, type CaseStudy} from '../../src/data/caseStudies';

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);

/**
 * Checks what the types cannot: unique URL-safe ids, non-empty texts, absolute links, known case-study
 * references from adopters, and adopters in alphabetical order. Returns the problems; empty means valid.
 */
export function checkCaseStudies(
  studies: readonly CaseStudy[] = caseStudies,
  adopterList: readonly Adopter[] = adopters,
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const study of studies) {
    const where = `case study "${study.id}"`;
    if (!/^[a-z0-9-]+$/.test(study.id)) problems.push(`${where}: id must be lower-case letters, digits and dashes`);
    if (ids.has(study.id)) problems.push(`${where}: duplicate id`);
    ids.add(study.id);
    if (!study.company.name.trim()) problems.push(`${where}: company name is empty`);
    if (!study.company.industry.trim()) problems.push(`${where}: industry is empty`);
    if (!isHttpUrl(study.company.website)) problems.push(`${where}: invalid website`);
    if (!study.summary.trim()) problems.push(`${where}: summary is empty`);
    if (study.challenge.length === 0 || study.challenge.some((text) => !text.trim()))
      problems.push(`${where}: challenge is missing`);
    if (study.solution.length === 0 || study.solution.some((text) => !text.trim()))
      problems.push(`${where}: solution is missing`);
    if (study.architecture.overview.length === 0) problems.push(`${where}: architecture overview is missing`);
    if (study.asyncapi.versions.some((version) => !/^\d+\.\d+\.\d+$/.test(version)))
      problems.push(`${where}: invalid AsyncAPI version`);
    if (study.tools.length === 0) problems.push(`${where}: no tools listed`);
    for (const tool of study.tools)
      if (tool.url !== undefined && !isHttpUrl(tool.url)) problems.push(`${where}: invalid link for ${tool.name}`);
    for (const pattern of study.architecture.patterns)
      if (!isHttpUrl(pattern.url)) problems.push(`${where}: invalid link for ${pattern.name}`);
    if (study.resources.length === 0) problems.push(`${where}: no resources listed`);
    for (const resource of study.resources)
      if (!isHttpUrl(resource.url)) problems.push(`${where}: invalid link for ${resource.title}`);
  }
  let previous = '';
  for (const adopter of adopterList) {
    const where = `adopter "${adopter.company}"`;
    if (!adopter.company.trim()) problems.push('an adopter has no company name');
    if (adopter.company.localeCompare(previous, 'en') < 0)
      problems.push(`${where}: adopters must be in alphabetical order`);
    previous = adopter.company;
    if (!adopter.summary.trim()) problems.push(`${where}: summary is empty`);
    if (adopter.resources.length === 0) problems.push(`${where}: no public resource`);
    for (const resource of adopter.resources)
      if (!isHttpUrl(resource.url) || !resource.title.trim()) problems.push(`${where}: invalid resource`);
    if (adopter.caseStudy !== undefined && !ids.has(adopter.caseStudy))
      problems.push(`${where}: unknown case study "${adopter.caseStudy}"`);
  }
  return problems;
}
