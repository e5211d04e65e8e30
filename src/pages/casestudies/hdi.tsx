import React from 'react';
import CaseStudyPage from '@site/src/components/CaseStudyPage';

export default function HdiCaseStudy(): React.JSX.Element {
  return <CaseStudyPage id="hdi" />;
}
