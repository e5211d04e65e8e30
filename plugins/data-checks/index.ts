/**
 * The schema checks of the hand-edited data in src/data. They live here, not beside the data, so no page ships
 * them to the browser (src/data holds types and literals only). The unit tests run each check with bad input;
 * this plugin runs them all when the site loads, so a contributor who breaks an entry gets every problem, each
 * with its file, entry and field, before anything is built.
 */
import type {Plugin} from '@docusaurus/types';
import {checkAdopters} from './adopters';
import {checkCaseStudies} from './caseStudies';
import {checkFinanceData} from './finance';
import {checkRoadmap} from './roadmap';
import {checkAmbassadors} from './ambassadors';
import {checkCommunityData} from './community';
import {checkCommunityTools} from './communityTools';
import {checkMeetings} from './meetings';
import {checkNewsroomVideos} from './newsroomVideos';
import {checkTools} from './tools';
import {checkTscMembers} from './tsc';

/** Every problem of every data file (empty when all are valid). */
export function checkAllData(): string[] {
  return [
    ...checkAdopters(),
    ...checkAmbassadors(),
    ...checkCommunityData(),
    ...checkCommunityTools(),
    ...checkMeetings(),
    ...checkNewsroomVideos(),
    ...checkTools(),
    ...checkTscMembers(),
    ...checkCaseStudies().map((problem) => `src/data/caseStudies.ts: ${problem}`),
    ...checkFinanceData().map((problem) => `src/data/finance.ts: ${problem}`),
    ...checkRoadmap(),
  ];
}

export default function dataChecksPlugin(): Plugin {
  return {
    name: 'asyncapi-data-checks',
    async loadContent() {
      const problems = checkAllData();
      if (problems.length) throw new Error(`Invalid data in src/data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    },
  };
}
