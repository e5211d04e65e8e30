import React from 'react';
import Layout from '@theme/Layout';
import CaseStudy from '@site/src/components/CaseStudy';
import {findCaseStudy} from '@site/src/data/caseStudies';

export type CaseStudyPageProps = {id: string};

/** A full /casestudies/<id> page: the site layout with the case study's title and description. */
export default function CaseStudyPage({id}: CaseStudyPageProps): React.JSX.Element {
  const study = findCaseStudy(id);
  if (!study) throw new Error(`Unknown case study "${id}": add it to src/data/caseStudies.ts`);
  return (
    <Layout title={`${study.company.name} case study`} description={study.summary}>
      <CaseStudy study={study} />
    </Layout>
  );
}
