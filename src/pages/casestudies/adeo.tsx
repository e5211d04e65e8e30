import React from 'react';
import CaseStudyPage from '@site/src/components/CaseStudyPage';

export default function AdeoCaseStudy(): React.JSX.Element {
  return <CaseStudyPage id="adeo" />;
}
